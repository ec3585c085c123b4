/** @jsxImportSource react */
/**
 * The bench's yardstick (never shipped): loan details written by hand as one React 19 component,
 * plain `fetch` and plain CSS, against the same demo gateway. `npm run bench` times how soon its
 * label/value rows are on screen beside ours (issue 13), and when taps work: it marks
 * `loan-pages:interactive` as the app does (issue 24: once its first render committed, React's
 * event handlers are attached).
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './reference.css';

interface Loan {
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  productName: string;
  isDelay: string;
  telephone: string;
  userOrderDetail: { detail: { text: string; value: string }[] };
}

const query = new URLSearchParams(location.search);
const BANNERS = ['151', '174', '180', '110', '200'];

async function fetchLoan(): Promise<Loan> {
  const body = new URLSearchParams({ productId: query.get('productId') ?? '', orderId: query.get('orderId') ?? '' });
  const response = await fetch(`/gateway/v3/loan-details/loan-details?${query}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Auth-Token': query.get('token') ?? '' },
    body,
  });
  const reply = (await response.json()) as { success: boolean; message: string; data: Loan };
  if (!reply.success) throw new Error(reply.message);
  return reply.data;
}

function LoanDetails() {
  const [loan, setLoan] = useState<Loan | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    performance.mark('loan-pages:interactive');
    fetchLoan().then(
      (data) => {
        document.title = data.productName;
        setLoan(data);
      },
      (failure: Error) => setError(failure.message),
    );
  }, []);
  if (error)
    return (
      <p className="boot" role="alert">
        {error}
      </p>
    );
  if (!loan)
    return (
      <p className="boot" role="progressbar" aria-label="loading...">
        loading...
      </p>
    );
  const status = String(loan.orderStatus);
  const canRepay = ['174', '180', '3', '5', '170'].includes(status);
  return (
    <main>
      <header className="banner">
        <img
          src={`/brands/kilat/banner-${BANNERS.includes(status) ? status : 'default'}.svg`}
          alt=""
          width={750}
          height={300}
        />
        <h1>{loan.noticeStatusText}</h1>
        {loan.noticeDesText && <p>{loan.noticeDesText}</p>}
      </header>
      <section className="card" aria-labelledby="details">
        <h2 id="details">Order details</h2>
        <dl>
          {loan.userOrderDetail.detail.map((row) => (
            <div className="row" key={row.text}>
              <dt>{row.text}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="actions">
        {canRepay && (
          <button className="primary" onClick={() => location.assign('/repayChoose')}>
            Repay
          </button>
        )}
        {canRepay && status !== '170' && loan.isDelay === '1' && (
          <button className="link" role="link" onClick={() => location.assign('/repayDelay')}>
            Delay repayment
          </button>
        )}
        {['200', '4'].includes(status) && <button className="primary">Loan more</button>}
      </div>
      <p className="contact">
        <span>Customer service</span>
        <a href={`tel:${(loan.telephone || '+62 21 5093 1188').replace(/[^+\d]/g, '')}`}>
          {loan.telephone || '+62 21 5093 1188'}
        </a>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<LoanDetails />);
