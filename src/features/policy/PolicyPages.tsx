/**
 * The three public pages under /p (seed §2): privacy policy, terms and conditions, contact.
 * Short, plain text for the shop; the company name comes from portal settings.
 */
import { useCompanyName } from '../../lib/company';
import { usePageTitle } from '../../lib/page-title';

/** PRIVACY */
export function PrivacyPage() {
  const company = useCompanyName();
  usePageTitle('Privacy Policy');
  return (
    <article className="policy-article">
      <h1>Privacy Policy</h1>
      <p>
        {company} collects only the information needed to take, deliver and support your orders: your name, contact
        details, delivery addresses, order history and payment status. Card and bank details are handled by our payment
        partner and never stored by us.
      </p>
      <h2>How we use it</h2>
      <ul>
        <li>To process orders, deliveries, returns, exchanges and refunds.</li>
        <li>To send order updates and answer support tickets.</li>
        <li>To keep the shop secure and prevent fraud.</li>
      </ul>
      <h2>Sharing</h2>
      <p>
        We share details only with the partners who fulfil your order (courier, payment gateway) and with authorities
        when the law requires it. We do not sell personal data.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask us to correct or delete your data at any time through the contact page. Order records we must keep
        for tax purposes are retained for the period the law requires.
      </p>
    </article>
  );
}

/** TERMS */
export function TermsPage() {
  const company = useCompanyName();
  usePageTitle('Terms and Conditions');
  return (
    <article className="policy-article">
      <h1>Terms and Conditions</h1>
      <p>These terms apply to purchases from {company}. By placing an order you accept them.</p>
      <h2>Orders and prices</h2>
      <p>
        Prices are in Indian Rupees and include taxes unless stated otherwise. An order is confirmed once payment is
        received, or, for cash on delivery, once we accept it. We may cancel an order if an item is out of stock; any
        amount paid is then refunded in full.
      </p>
      <h2>Delivery</h2>
      <p>
        We deliver to the pincodes listed at checkout. Delivery times are estimates; charges and free-delivery limits
        are shown before you pay.
      </p>
      <h2>Returns and exchanges</h2>
      <p>
        Items marked returnable may be returned or exchanged within the period shown on the product page, unused and
        with their original packaging. Approved refunds go to your wallet or the original payment method.
      </p>
      <h2>Contact</h2>
      <p>Questions about these terms are welcome through our contact page.</p>
    </article>
  );
}

/** CONTACT_US */
export function ContactPage() {
  const company = useCompanyName();
  usePageTitle('Contact Us');
  return (
    <article className="policy-article">
      <h1>Contact Us</h1>
      <p>
        We are happy to help with orders, deliveries, returns and anything else about {company}. Raise a support ticket
        with your order number and our support team answers it, usually within one working day.
      </p>
      <h2>Support hours</h2>
      <p>Monday to Saturday, 10:00 to 18:00 IST, except public holidays.</p>
      <h2>Before you write</h2>
      <ul>
        <li>Keep your order number at hand; it is in your confirmation email.</li>
        <li>For a damaged item, a photo of the item and its packaging helps us resolve it faster.</li>
      </ul>
    </article>
  );
}
