import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';

/** Exposed as `widgets/newsletter-signup`: the shell mounts it in its footer, near the viewport only. */
export default NewsletterSignup;
