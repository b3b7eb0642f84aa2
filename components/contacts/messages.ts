// The success alerts of spec §8, shown under the title 'Success!'.
export const CONTACT_CREATED = 'You have created a new contact successfully';
export const CONTACT_UPDATED = 'You have updated the contact successfully';
export const FILE_IMPORTED = 'You have imported the file successfully';
