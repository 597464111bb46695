/** The sandbox's hosted checkout: plain HTML with two forms, so it needs no script at all. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CheckoutPageModel {
  txRef: string;
  amount: string;
  currency: string;
  title: string;
  description: string;
  payerName: string;
  status: string;
}

export function checkoutPage(model: CheckoutPageModel): string {
  const e = (text: string) => escapeHtml(text);
  const open = model.status === 'pending';
  const actions = open
    ? `<form method="post" action="${e(model.txRef)}/pay"><button class="pay" type="submit">Pay ${e(model.amount)} ${e(model.currency)}</button></form>
       <form method="post" action="${e(model.txRef)}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p role="status">This payment is already ${e(model.status)}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chapa sandbox checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f8; margin: 0; padding: 16px; color: #1b2733; }
  main { max-width: 420px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  .banner { background: #fff4e5; color: #663c00; border-radius: 8px; padding: 10px 12px; font-weight: 600; margin-bottom: 16px; }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 20px; }
  dt { color: #5b6b7a; }
  form { display: inline; }
  button { font: inherit; font-weight: 600; border: 0; border-radius: 8px; padding: 12px 20px; cursor: pointer; min-height: 48px; }
  .pay { background: #7dc400; color: #102000; margin-right: 8px; }
  .cancel { background: #e4e8ec; color: #1b2733; }
</style>
</head>
<body>
<main>
  <div class="banner" role="note">Sandbox: no real money moves. This page stands in for Chapa's checkout.</div>
  <h1>${e(model.title)}</h1>
  <p>${e(model.description)}</p>
  <div class="amount">${e(model.amount)} ${e(model.currency)}</div>
  <dl>
    <dt>Payer</dt><dd>${e(model.payerName)}</dd>
    <dt>Reference</dt><dd>${e(model.txRef)}</dd>
  </dl>
  ${actions}
</main>
</body>
</html>`;
}
