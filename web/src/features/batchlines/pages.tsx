import { UnderConstruction } from '../../components/UnderConstruction';

/** /pici */
export function BatchLinePage() {
  return (
    <UnderConstruction
      feature="批次线"
      description="选择省份，按年份查看各批次、各科类的省控线（含艺术、体育类），每张表注明来源。"
    />
  );
}
