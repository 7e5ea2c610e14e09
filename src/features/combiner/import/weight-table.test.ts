import { describe, expect, it } from 'vitest';
import { parseWeightTable, weightTableCsv, type WeightRow } from './weight-table';

const rows: WeightRow[] = [
  { layer: 'Background', value: 'Red, dark', weight: 20, file: 'Red#20.png' },
  { layer: 'Background', value: 'Say "hi"', weight: 0.05, file: 'hi.png' },
  { layer: 'Hat', value: 'None', weight: 3, file: '' },
];

describe('the weight table', () => {
  it('writes layer, value, weight, file and reads back exactly what it wrote', () => {
    const csv = weightTableCsv(rows);
    expect(csv).toBe('layer,value,weight,file\nBackground,"Red, dark",20,Red#20.png\nBackground,"Say ""hi""",0.05,hi.png\nHat,None,3,\n');
    expect(parseWeightTable(csv)).toEqual({ rows });
    expect(weightTableCsv((parseWeightTable(csv) as { rows: WeightRow[] }).rows)).toBe(csv);
  });

  it('takes the columns in any order, CRLF lines and a byte order mark', () => {
    const text = '\uFEFFfile,weight,layer,value\r\nRed#20.png,2.5,Background,Red\r\n\r\n';
    expect(parseWeightTable(text)).toEqual({ rows: [{ layer: 'Background', value: 'Red', weight: 2.5, file: 'Red#20.png' }] });
  });

  it('names the line of a weight that is not one, and a missing column', () => {
    expect(parseWeightTable('layer,value,weight,file\nA,x,1,x.png\nA,y,-2,y.png\n')).toEqual({
      problem: 'Line 3 of the weight table: "-2" is not a weight (a number of 0 or more).',
    });
    expect(parseWeightTable('layer,value,file\nA,x,x.png\n')).toEqual({
      problem: 'The weight table needs the columns layer, value, weight, file in its first line.',
    });
  });

  it("with templates, names each row's template first and reads it back", () => {
    const tree: WeightRow[] = [
      { template: 'Alien', layer: 'Type', value: 'Alien', weight: 1, file: '' },
      { template: 'Alien', layer: 'Head', value: 'Squid', weight: 2, file: 'Squid#2.png' },
    ];
    const csv = weightTableCsv(tree);
    expect(csv).toBe('template,layer,value,weight,file\nAlien,Type,Alien,1,\nAlien,Head,Squid,2,Squid#2.png\n');
    expect(parseWeightTable(csv)).toEqual({ rows: tree });
  });

  it('writes the number column only when a value has a number, reads it back, and names a number that is not one', () => {
    const typed: WeightRow[] = [
      { layer: 'Power', value: 'Strong', weight: 1, file: 'strong.png', number: 7 },
      { layer: 'Power', value: '12', weight: 2, file: '12.png' },
    ];
    const csv = weightTableCsv(typed);
    expect(csv).toBe('layer,value,weight,file,number\nPower,Strong,1,strong.png,7\nPower,12,2,12.png,\n');
    expect(parseWeightTable(csv)).toEqual({ rows: typed });
    expect(parseWeightTable('layer,value,weight,file,number\nPower,Max,1,max.png,lots\n')).toEqual({
      problem: 'Line 2 of the weight table: "lots" is not a number (the number column is optional).',
    });
  });

  it('writes the metadata column only when a value is renamed at export, and reads it back', () => {
    const renamed: WeightRow[] = [
      { layer: 'Eyes', value: 'white', weight: 1, file: 'white.png', metadata: 'Light' },
      { layer: 'Eyes', value: 'black', weight: 1, file: 'black.png' },
    ];
    const csv = weightTableCsv(renamed);
    expect(csv).toBe('layer,value,weight,file,metadata\nEyes,white,1,white.png,Light\nEyes,black,1,black.png,\n');
    expect(parseWeightTable(csv)).toEqual({ rows: renamed });
  });
});
