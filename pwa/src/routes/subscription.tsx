import { Card, PageContainer } from '../ui/card';

export default function Page() {
  return (
    <PageContainer>
      <Card>
        <h1 className="text-2xl font-bold text-ink">Subscription</h1>
        <p className="mt-2 text-ink-muted">This page is coming soon.</p>
      </Card>
    </PageContainer>
  );
}
