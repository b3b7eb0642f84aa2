// One simulated user's browser, as far as the server can tell: signed in through next-auth's
// credentials form, its cookies sent with every request, Origin on writes. Every answer is timed,
// from sending the request until its body has arrived, and recorded under the step's name.

export interface Sample {
  step: string;
  /** When the request was sent, in ms since the run began. */
  at: number;
  ms: number;
  /** The HTTP status; 0 when no answer came (the connection failed). */
  status: number;
  /** A POST, PUT or PATCH. */
  write: boolean;
}

export class Recorder {
  readonly samples: Sample[] = [];
  private readonly began = performance.now();

  since(): number {
    return performance.now() - this.began;
  }

  add(step: string, at: number, status: number, write: boolean): void {
    this.samples.push({ step, at, ms: this.since() - at, status, write });
  }
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export class Session {
  private cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly recorder: Recorder,
  ) {}

  /** Signs in as a browser does: the CSRF token, then the credentials form. */
  async signIn(email: string, password: string): Promise<void> {
    const csrf = await this.send('sign in', 'GET', '/api/auth/csrf');
    const signedIn = await this.send('sign in', 'POST', '/api/auth/callback/credentials', {
      form: new URLSearchParams({ csrfToken: csrf.body.csrfToken, email, password, json: 'true' }),
    });
    if (![...this.cookies.keys()].some((name) => name.endsWith('session-token'))) {
      throw new Error(`${email} did not sign in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
    }
  }

  get(step: string, path: string): Promise<Answer> {
    return this.send(step, 'GET', path);
  }

  /** A JSON write (POST, PUT or PATCH). */
  write(step: string, method: 'POST' | 'PUT' | 'PATCH', path: string, json: unknown): Promise<Answer> {
    return this.send(step, method, path, { json });
  }

  /** A multipart form post, as a file input sends one. */
  postForm(step: string, path: string, form: FormData): Promise<Answer> {
    return this.send(step, 'POST', path, { multipart: form });
  }

  private async send(
    step: string,
    method: string,
    path: string,
    body: { json?: unknown; form?: URLSearchParams; multipart?: FormData } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET') headers.origin = this.base;
    if (body.json !== undefined) headers['content-type'] = 'application/json';
    const at = this.recorder.since();
    let status = 0;
    try {
      const res = await fetch(new URL(path, this.base), {
        method,
        headers,
        redirect: 'manual',
        body: body.json !== undefined ? JSON.stringify(body.json) : (body.form ?? body.multipart),
      });
      status = res.status;
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair!.indexOf('=');
        this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      const text = await res.text();
      const isJson = res.headers.get('content-type')?.includes('json');
      this.recorder.add(step, at, status, method !== 'GET');
      return { status, body: isJson && text ? JSON.parse(text) : text };
    } catch (error) {
      this.recorder.add(step, at, status, method !== 'GET');
      return { status, body: { errors: [{ message: String(error) }] } };
    }
  }
}
