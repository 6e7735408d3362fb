import { PageHeading } from '../components/PageHeading.tsx';

/** Login-layout pages; each opens its step of the sign-in flow. */
export const Login = () => <PageHeading title="page.login" />;
export const Register = () => <PageHeading title="page.register" />;
export const ForgotPassword = () => <PageHeading title="page.forgotPassword" />;
export const ResetPassword = () => <PageHeading title="page.resetPassword" />;
export const Verify = () => <PageHeading title="page.verify" />;
export const Callback = () => <PageHeading title="page.callback" />;
