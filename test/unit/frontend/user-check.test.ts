import { describe, expect, it } from 'vitest';
import { beginUserCheck, passUserCheck, resetUserCheck, userChecked } from '@/lib/user-check';

/** Whether the promise has settled after the current microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('user check (the gate API calls wait on while a guarded page confirms the user)', () => {
  it('lets requests through when no guarded page is checking', async () => {
    resetUserCheck();
    expect(await settled(userChecked())).toBe(true);
  });

  it('holds requests until the user is confirmed, then lets them and later ones through', async () => {
    resetUserCheck();
    beginUserCheck();
    const waiting = userChecked();
    expect(await settled(waiting)).toBe(false);
    beginUserCheck(); // a second render of the guard starts nothing new
    passUserCheck();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(userChecked())).toBe(true);
  });

  it('never lets through the requests of a failed check, and checks the next session again', async () => {
    resetUserCheck();
    beginUserCheck();
    const dropped = userChecked();
    resetUserCheck(); // the check failed, or the session ended
    expect(await settled(dropped)).toBe(false);
    beginUserCheck();
    const next = userChecked();
    expect(await settled(next)).toBe(false);
    passUserCheck();
    expect(await settled(next)).toBe(true);
    expect(await settled(dropped)).toBe(false);
  });
});
