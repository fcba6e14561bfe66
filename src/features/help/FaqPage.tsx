import { localize } from '../../lib/localize';
import { FAQ_TOPICS } from './content';
import { FaqItem } from './FaqItem';
import './help.css';

/** faq: the frequently asked questions by topic, each answer behind its question (an accordion). */
export function FaqPage() {
  return (
    <section className="card faq" aria-labelledby="faq-title">
      <h1 id="faq-title">{localize('Frequently asked questions')}</h1>
      <p>{localize('Quick answers about your account, your money, trading and security.')}</p>
      {FAQ_TOPICS.map((topic) => (
        <section key={topic.id} className="faq__topic" aria-labelledby={`faq-${topic.id}`}>
          <h2 id={`faq-${topic.id}`}>{localize(topic.title)}</h2>
          {topic.questions.map((item) => (
            <FaqItem key={item.question} question={localize(item.question)} answer={localize(item.answer)} />
          ))}
        </section>
      ))}
    </section>
  );
}
