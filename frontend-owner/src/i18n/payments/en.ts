import type { PaymentsMessages } from './fr.ts';

export const paymentsEn: PaymentsMessages = {
  payments: {
    menu: 'Payments',
    title: 'Payments',
    account: {
      title: 'Payout account',
      none: 'No account connected: connect one to receive your earnings.',
      onboarding: 'Onboarding started with the payment provider, not finished yet.',
      connected: 'Account connected: your payouts are sent to it.',
      changing: 'Change under way: the new account has not finished onboarding.',
      accountId: 'Account %{id} (%{provider})',
      pausedUntil: 'After the change of account, payouts resume on %{date}.',
      connect: 'Connect a payout account',
      resume: 'Resume onboarding',
      change: 'Change payout account',
      needsSecondFactor: 'To change account, first turn on two-step verification (Security page).',
      codeLabel: 'Verification code (app or recovery code)',
      confirmChange: 'Confirm and continue',
      checking: 'Checking the account with the provider…',
    },
    list: {
      title: 'Payouts',
      empty: 'No payouts yet.',
      booking: 'Booking',
      gross: 'Gross',
      commission: 'Commission',
      net: 'Net paid',
      dueAt: 'Due',
      paidAt: 'Paid on',
      status: 'Status',
      statuses: { scheduled: 'Scheduled', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled' },
    },
    demo: {
      title: 'Payment provider onboarding (demo)',
      intro:
        'In production this step happens on Stripe’s secure pages. In the demo no bank details are asked: simply confirm.',
      account: 'Account to activate: %{id}',
      complete: 'Finish onboarding',
      cancel: 'Back to payments',
    },
  },
  security: {
    menu: 'Security',
    title: 'Security',
    intro:
      'Two-step verification protects your account and your earnings: after your password, a 6-digit code from your authenticator app is asked.',
    on: 'Two-step verification is on (%{count} recovery codes left).',
    off: 'Two-step verification is off.',
    enable: 'Turn on two-step verification',
    scan: 'Scan this QR code with your app (Google Authenticator, 1Password, Authy…), or type the key:',
    qrAlt: 'QR code to scan with your authenticator app',
    secret: 'Key',
    code: '6-digit code',
    confirm: 'Turn on',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'Keep them somewhere safe: each one signs you in once if you lose your phone. They will not be shown again.',
    done: 'I have saved my codes',
    disable: 'Turn off',
    disableCode: 'App code or recovery code',
  },
};
