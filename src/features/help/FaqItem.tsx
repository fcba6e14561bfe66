import { useId, useState } from 'react';

/**
 * One question of the accordion: its button shows or hides the answer's region. Items open and
 * close on their own, so several answers may be open at once.
 */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const answerId = useId();
  return (
    <div className="faq__item">
      <h3 className="faq__question">
        <button
          id={buttonId}
          type="button"
          className="faq__toggle"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {question}
          <span className="faq__sign" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={answerId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!open}>
        <p>{answer}</p>
      </div>
    </div>
  );
}
