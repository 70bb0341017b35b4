import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const LEGAL_EMAIL = 'legal@quantleap.app';

function LegalEmail() {
  return <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>;
}

const SECTIONS: LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms govern your use of the QuantLeap website and service (&ldquo;QuantLeap&rdquo;, &ldquo;the
          service&rdquo;), run by QuantLeap (&ldquo;we&rdquo;, &ldquo;us&rdquo;) from the United Kingdom. By creating an
          account or using the service you agree to these terms. If you do not agree, please do not use QuantLeap.
        </p>
        <p>
          Our <Link to="/privacy">Privacy Policy</Link> explains how we handle your personal data and forms part of how
          we provide the service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and your account',
    body: (
      <>
        <p>
          You must be at least 16 years old to use QuantLeap. By creating an account you confirm that you meet this
          minimum age.
        </p>
        <ul>
          <li>Give accurate information when you sign up and keep it up to date.</li>
          <li>
            Keep your password secure and do not share your account. You are responsible for activity on your account
            unless it results from our failure to keep the service secure.
          </li>
          <li>
            Tell us straight away at <LegalEmail /> if you think someone else has accessed your account.
          </li>
          <li>
            If you use QuantLeap on behalf of a fund or hiring firm, you confirm that you are authorised to act for it,
            and these terms bind that organisation as well as you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use QuantLeap you must not:</p>
        <ul>
          <li>break the law, or help anyone else to do so;</li>
          <li>give false or misleading information, or impersonate another person or organisation;</li>
          <li>
            share information you have no right to share, including confidential information, trade secrets, source
            code, models or data belonging to a current or former employer or client;
          </li>
          <li>harass, discriminate against or abuse other users;</li>
          <li>
            send spam or unsolicited promotions, or use other users&rsquo; details for anything unrelated to QuantLeap;
          </li>
          <li>
            scrape, copy or harvest profiles or other data from the service by automated means, or use it to build a
            competing database;
          </li>
          <li>
            submit compensation data you know to be false, or try to identify the people behind anonymous submissions;
          </li>
          <li>
            upload viruses or malicious code, probe or test the service for weaknesses, get around its security or rate
            limits, or interfere with its normal operation.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <>
        <p>
          You keep ownership of what you put on QuantLeap, such as your profile, messages and project posts (&ldquo;your
          content&rdquo;). You give us a non-exclusive, royalty-free licence to host, store, copy and display your
          content only as needed to run and improve the service, for example to show your profile to hiring firms when
          you have made it visible. This licence ends when you delete the content or your account, except for copies we
          must keep by law.
        </p>
        <p>
          Compensation data you submit is anonymous and cannot be linked back to you, so you give us a permanent licence
          to publish it as part of the compensation data on the service.
        </p>
        <p>
          You are responsible for your content and confirm that you have the right to share it and that it is accurate
          and lawful. We may remove content that breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'beta-service',
    title: 'Beta service, provided as is',
    body: (
      <>
        <p>
          QuantLeap is a beta service. Features may change, be withdrawn or be unavailable from time to time, and some
          features are described as coming soon before they exist. We provide the service &ldquo;as is&rdquo; and
          &ldquo;as available&rdquo;, without any promise that it will be uninterrupted, error-free or suitable for a
          particular purpose.
        </p>
        <p>
          Information on QuantLeap, including interview questions and solutions, compensation figures, the firms list,
          competitions and internship listings, is for general information only. Some of it comes from users or third
          parties, and we do not guarantee that it is accurate, complete or current. It is not financial, investment,
          legal or career advice. Links to other websites are provided for convenience; we are not responsible for their
          content.
        </p>
        <p>
          QuantLeap introduces quants and hiring firms to each other. We are not a party to any agreement between them,
          we are not an employment agency acting for either side, and we do not guarantee any project, internship, job
          or hire.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: (
      <p>
        Apart from your content and third-party material, the service and everything in it, including its software,
        design, text, interview questions and the QuantLeap name and logo, belongs to us or our licensors. You may use
        the service for its intended purpose, but you may not copy, republish or sell any part of it without our written
        permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability to you',
    body: (
      <>
        <p>
          Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence,
          for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under the
          law of England and Wales. If you use QuantLeap as a consumer, nothing in these terms affects your statutory
          rights.
        </p>
        <p>Subject to that:</p>
        <ul>
          <li>
            we are not liable for any loss that was not reasonably foreseeable, or for loss of profits, income, business
            or opportunity, including a lost job, project or internship;
          </li>
          <li>
            we are not liable for the acts, content or decisions of other users, including hiring firms and quants you
            deal with through the service;
          </li>
          <li>
            because the service is provided free of charge during the beta, our total liability to you for all claims
            connected with the service is limited to &pound;100.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <>
        <p>
          You can stop using QuantLeap at any time and ask us to delete your account by e-mailing <LegalEmail />.
        </p>
        <p>
          We may suspend or close your account, or remove content, if you break these terms, if we must do so to comply
          with the law, or to protect other users or the service. Where it is reasonable, we will tell you why and give
          you a chance to respond. We may also end the beta or close the service; if we do, we will give account holders
          reasonable notice by e-mail where we can.
        </p>
        <p>
          The sections on your content, our intellectual property, our liability and governing law continue to apply
          after your account is closed.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service develops. We will change the &ldquo;Last updated&rdquo; date at the top
        of this page and, for significant changes, tell account holders by e-mail or with a notice on the site before
        they take effect. If you keep using QuantLeap after the changes take effect, the new terms apply; if you do not
        agree with them, you can close your account.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These terms are governed by the law of England and Wales. Any dispute arising from them or from your use of
          QuantLeap will be dealt with by the courts of England and Wales.
        </p>
        <p>
          If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in the courts of
          the country where you live. Before going to court, please contact us so that we can try to resolve the matter
          informally.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        If you have any question about these terms, e-mail <LegalEmail />. For questions about your personal data,
        please see our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The rules for using QuantLeap, and what you and we can expect from each other."
      lastUpdated="22 November 2026"
      lastUpdatedIso="2026-11-22"
      sections={SECTIONS}
    />
  );
}
