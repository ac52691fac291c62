import { useEffect, useMemo, useRef, useState } from 'react';
import { Tabs, Tree, type GetRef } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { MAJOR_LEVEL_TABS } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { useMajorTree } from './api';
import type { MajorNav } from './nav';

interface MajorTreeMenuProps {
  level: number;
  /** `t:{typeCode}` or `m:{majorCode}` */
  selected: string;
  categoryCode?: string;
  typeCode?: string;
  nav: MajorNav;
}

/** The detail's tree menu (spec §2): the three level tabs over 门类 → 专业类 → 专业; a type or major opens its view. */
export function MajorTreeMenu({ level: initialLevel, selected, categoryCode, typeCode, nav }: MajorTreeMenuProps) {
  const [level, setLevel] = useState(initialLevel);
  const tree = useMajorTree(level);
  const [expanded, setExpanded] = useState<string[]>(() => [categoryCode && `c:${categoryCode}`, typeCode && `t:${typeCode}`].filter((k): k is string => Boolean(k)));
  const branch = `${selected}|${categoryCode ?? ''}|${typeCode ?? ''}`;
  const [seenBranch, setSeenBranch] = useState(branch);
  if (seenBranch !== branch) {
    // a new view was opened (or its detail arrived): unfold its branch
    setSeenBranch(branch);
    const wanted = [categoryCode && `c:${categoryCode}`, typeCode && `t:${typeCode}`].filter((k): k is string => Boolean(k));
    setExpanded((keys) => [...new Set([...keys, ...wanted])]);
  }
  const treeRef = useRef<GetRef<typeof Tree>>(null);
  // bring the open view's node into the menu's view once its branch is unfolded
  useEffect(() => {
    if (tree.data && expanded.length) treeRef.current?.scrollTo({ key: selected, align: 'top', offset: 60 });
  }, [tree.data, selected, expanded.length]);
  const treeData = useMemo<DataNode[]>(
    () =>
      (tree.data ?? []).map((c) => ({
        key: `c:${c.majorCategoryCode}`,
        title: c.majorCategory,
        selectable: false,
        children: c.majorTypes.map((t) => ({
          key: `t:${t.typeCode}`,
          title: t.type,
          children: t.majors.map((m) => ({ key: `m:${m.id}`, title: m.majorName, isLeaf: true })),
        })),
      })),
    [tree.data],
  );

  return (
    <div className="zy-major-tree">
      <Tabs
        size="small"
        tabBarGutter={14}
        activeKey={String(level)}
        onChange={(key) => setLevel(Number(key))}
        items={MAJOR_LEVEL_TABS.map((t) => ({ key: String(t.level), label: t.label }))}
      />
      <LoadState query={tree} what="专业目录" skeletonRows={8}>
        <Tree
          ref={treeRef}
          blockNode
          height={560}
          treeData={treeData}
          selectedKeys={[selected]}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onSelect={(_, { node }) => {
            const key = String(node.key);
            if (key.startsWith('t:')) nav.open({ kind: 'type', type: key.slice(2), level });
            else if (key.startsWith('m:')) nav.open({ kind: 'major', id: key.slice(2), level });
          }}
        />
      </LoadState>
    </div>
  );
}
