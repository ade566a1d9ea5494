import type { PreSignUpTriggerHandler } from 'aws-lambda';

/**
 * Cognito PreSignUp trigger: confirms the account and its e-mail at sign-up, so a new user lands on
 * /dashboard straight away (spec §2) with no confirmation code step.
 */
export const handler: PreSignUpTriggerHandler = async (event) => {
  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
};
