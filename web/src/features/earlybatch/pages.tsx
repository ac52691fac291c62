import { UnderConstruction } from '../../components/UnderConstruction';

/** /tiqianpi (auth required in the spec; the login issue adds the guard) */
export function EarlyBatchPage() {
  return (
    <UnderConstruction
      feature="提前批"
      description="军校、公安、师范等提前批次的招生计划和历年分数线，按省份和年份查看。"
    />
  );
}
