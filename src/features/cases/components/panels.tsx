// The prompt for a contractor with no cases (free users get applications' EnrollPrompt).
import { Briefcase } from 'lucide-react';
import { PromptPanel } from '@/components/prompt-panel';
import { paths } from '@/lib/paths';

export function ReadyPanel() {
  return (
    <PromptPanel
      icon={Briefcase}
      title="Ready to Take Cases"
      className="mt-6"
      action={{ to: paths.dashboard.opportunities, label: 'View Opportunities' }}
    >
      You have no cases yet. Find one that fits you.
    </PromptPanel>
  );
}
