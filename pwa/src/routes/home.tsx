import { PageContainer } from '../ui/card';

export default function HomePage() {
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-ink">Welcome to Playcaller</h1>
    </PageContainer>
  );
}
