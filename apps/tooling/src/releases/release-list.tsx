// One remote's releases, newest first: a table from 1024 px, cards below (docs/architecture/tables.md). Version,
// status, who published it and when, the note, and the row's actions.
import { formatBusinessDateTime } from '@inspection/shared-domain';
import { DataCard, DataCardList, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, TruncatedText, useMinWidth } from '@inspection/ui';
import { ReleaseActions, type ReleaseChange } from './release-actions';
import { ReleaseStatusBadge } from './release-status';
import type { RemoteRelease, RemoteReleaseGroup } from './releases-data';

export interface ReleaseListProps {
  group: RemoteReleaseGroup;
  onAsk: (change: ReleaseChange) => void;
}

const publisher = (release: RemoteRelease) => release.publishedByName ?? 'Unknown';
const published = (release: RemoteRelease) => `${publisher(release)}, ${formatBusinessDateTime(release.publishedAt)}`;

export function ReleaseList({ group, onAsk }: ReleaseListProps) {
  const wide = useMinWidth();
  if (!wide) {
    return (
      <DataCardList aria-label={`${group.remote} releases`}>
        {group.releases.map((release) => (
          <DataCard key={release.id} title={<span className="break-all">{release.version}</span>} badge={<ReleaseStatusBadge release={release} />} actions={<ReleaseActions group={group} release={release} onAsk={onAsk} />}>
            <span>Published by {published(release)}</span>
            {release.note && <span dir="auto">{release.note}</span>}
          </DataCard>
        ))}
      </DataCardList>
    );
  }
  return (
      <Table aria-label={`${group.remote} releases`} className="table-fixed">
        <TableHead>
          <TableRow>
            <TableHeaderCell sticky="start" className="w-60">Version</TableHeaderCell>
            <TableHeaderCell className="w-48">Status</TableHeaderCell>
            <TableHeaderCell className="w-56">Published</TableHeaderCell>
            <TableHeaderCell>Note</TableHeaderCell>
            <TableHeaderCell sticky="end" className="w-52">
              <span className="sr-only">Actions</span>
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.releases.map((release) => (
            <TableRow key={release.id}>
              <TableCell sticky="start" className="font-medium text-slate-900">
                <TruncatedText>{release.version}</TruncatedText>
              </TableCell>
              <TableCell>
                <ReleaseStatusBadge release={release} />
              </TableCell>
              <TableCell>
                <TruncatedText>{publisher(release)}</TruncatedText>
                <span className="block text-xs text-slate-500">{formatBusinessDateTime(release.publishedAt)}</span>
              </TableCell>
              <TableCell>
                <TruncatedText dir="auto">{release.note}</TruncatedText>
              </TableCell>
              <TableCell sticky="end">
                <ReleaseActions group={group} release={release} onAsk={onAsk} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
  );
}
