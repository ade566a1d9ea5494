import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodesIn } from '#local/code-delivery';
import { type LocalStack, startLocalStack, TEST_PASSWORD } from '../../support/local-stack.ts';

const NEW_PASSWORD = 'Recuperada9';

/** Password recovery through the /cognito proxy, as Amplify's resetPassword / confirmResetPassword call it. */
describe('local mode password recovery', () => {
  let stack: LocalStack;
  let mail = '';

  beforeAll(async () => {
    stack = await startLocalStack({
      mail: (line) => {
        mail += line;
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const cognito = async (operation: string, body: Record<string, unknown>) => {
    const res = await fetch(`${stack.baseUrl}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ ClientId: stack.local.clientId, ...body }),
    });
    const json = (await res.json()) as { __type?: string } & Record<string, unknown>;
    return { status: res.status, type: json.__type?.split('#').pop(), json };
  };

  /** The newest code printed for this e-mail, once there are more than `before` of them. */
  async function codeFor(email: string, before = 0): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const codes = recoveryCodesIn(mail, email);
      if (codes.length > before) return codes.at(-1) ?? '';
      if (Date.now() > deadline) throw new Error(`no recovery code printed for ${email}:\n${mail}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const signInFails = async (email: string, password: string) => {
    await expect(stack.signIn(email, password)).rejects.toThrow(/InitiateAuth falhou: 400/);
  };

  it('prints the code as an e-mail would carry it; a sign-up prints none', async () => {
    const user = await stack.signUp();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recoveryCodesIn(mail, user.email)).toEqual([]);

    const asked = await cognito('ForgotPassword', { Username: user.email.toUpperCase() });

    expect(asked.status).toBe(200);
    expect(asked.json.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const code = await codeFor(user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail).toContain(`  [e-mail para ${user.email}] Código de recuperação de senha: ${code}\n`);
  });

  it('sets the new password only with the right code and a password the pool policy accepts', async () => {
    const user = await stack.signUp();
    expect((await cognito('ForgotPassword', { Username: user.email })).status).toBe(200);
    const code = await codeFor(user.email);
    const confirm = (body: Record<string, unknown>) =>
      cognito('ConfirmForgotPassword', { Username: user.email, ConfirmationCode: code, ...body });

    for (const weak of ['Curta1', 'semmaiuscula1', 'SEMMINUSCULA1', 'SemNumeros']) {
      const refused = await confirm({ Password: weak });
      expect(refused, weak).toMatchObject({ status: 400, type: 'InvalidPasswordException' });
    }
    const wrong = await confirm({
      ConfirmationCode: code === '000000' ? '111111' : '000000',
      Password: NEW_PASSWORD,
    });
    expect(wrong).toMatchObject({ status: 400, type: 'CodeMismatchException' });
    await signInFails(user.email, NEW_PASSWORD);
    expect((await stack.signIn(user.email, TEST_PASSWORD)).accessToken).toBeTruthy();

    // The refusals spent nothing: the right code still works, once.
    expect((await confirm({ Username: user.email.toUpperCase(), Password: NEW_PASSWORD })).status).toBe(200);
    expect((await stack.signIn(user.email, NEW_PASSWORD)).accessToken).toBeTruthy();
    await signInFails(user.email, TEST_PASSWORD);
    expect(await confirm({ Password: 'OutraSenha7' })).toMatchObject({
      status: 400,
      type: 'CodeMismatchException',
    });
  });

  it('refuses a confirmation without a code, even once no code is pending (the emulator would take it)', async () => {
    const user = await stack.signUp();
    expect((await cognito('ForgotPassword', { Username: user.email })).status).toBe(200);
    const code = await codeFor(user.email);
    const done = await cognito('ConfirmForgotPassword', {
      Username: user.email,
      ConfirmationCode: code,
      Password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);

    for (const body of [
      {},
      { ConfirmationCode: '' },
      { ConfirmationCode: null },
      { ConfirmationCode: ' ' },
    ]) {
      const refused = await cognito('ConfirmForgotPassword', {
        Username: user.email,
        Password: 'Tomada1234',
        ...body,
      });
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, type: 'InvalidParameterException' });
    }
    await signInFails(user.email, 'Tomada1234');
    expect((await stack.signIn(user.email, NEW_PASSWORD)).accessToken).toBeTruthy();
  });

  it('answers an e-mail with no account as one with an account, and sends it nothing', async () => {
    const email = `ninguem-${crypto.randomUUID()}@example.com`;

    const asked = await cognito('ForgotPassword', { Username: email });

    expect(asked.status).toBe(200);
    expect(asked.json.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const confirmed = await cognito('ConfirmForgotPassword', {
      Username: email,
      ConfirmationCode: '123456',
      Password: NEW_PASSWORD,
    });
    expect(confirmed).toMatchObject({ status: 400, type: 'CodeMismatchException' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recoveryCodesIn(mail, email)).toEqual([]);
  });
});
