import { ButtonLink } from '../ui/button';
import { Card, PageContainer } from '../ui/card';

export default function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md text-center">
        <p className="text-5xl font-black text-accent">404</p>
        <h1 className="mt-3 text-2xl font-bold text-ink">404 Page Not Found</h1>
        <p className="mt-2 text-ink-muted">Did you forget to add the page to the router?</p>
        <ButtonLink to="/" className="mt-6">
          Back to the coach
        </ButtonLink>
      </Card>
    </PageContainer>
  );
}
