"""Ratios of the paired quick runs in this folder: python3 ratios.py (run from this folder)."""
import json,statistics,collections,sys
def load(f):
    out={}
    for r in json.load(open(f)):
        b=r['benchmark'].split('.')
        cls,meth=b[-2],b[-1]
        params=r.get('params',{})
        msg=cls.replace('Framewright','').replace('VarHandle','')
        who='fw' if 'Framewright' in cls else 'vh'
        key=(msg,meth,tuple(sorted(params.items())))
        raw=[x for fork in r['primaryMetric']['rawData'] for x in fork]
        out.setdefault(key,{})[who]=statistics.median(raw)
        sec=r.get('secondaryMetrics',{}).get('gc.alloc.rate.norm')
        if sec: out[key][who+'_alloc']=sec['score']
    return out
rows=collections.defaultdict(dict)
for which in ['before','after']:
    for rnd in ['1','2']:
        d=load(f'{which}-{rnd}.json')
        for k,v in d.items():
            if 'fw' in v and 'vh' in v:
                rows[k].setdefault(which,[]).append(v['fw']/v['vh'])
                rows[k][which+'_alloc']=(round(v.get('fw_alloc',0)),round(v.get('vh_alloc',0)))
print('| Message | Op | Params | before FW/VH (run 1, run 2) | after FW/VH (run 1, run 2) | B/op FW before / after |')
print('|---|---|---|---:|---:|---:|')
allb=[];alla=[]
for k in sorted(rows):
    v=rows[k]
    b=v.get('before',[]);a=v.get('after',[])
    allb+=b;alla+=a
    p=','.join(f'{x}={y}' for x,y in k[2])
    print(f"| {k[0]} | {k[1]} | {p} | {statistics.mean(b):.2f} ({', '.join(f'{x:.2f}' for x in b)}) | {statistics.mean(a):.2f} ({', '.join(f'{x:.2f}' for x in a)}) | {v['before_alloc'][0]} / {v['after_alloc'][0]} |")
import math
gm=lambda xs: math.exp(sum(math.log(x) for x in xs)/len(xs))
print(f"\ngeometric mean of FW/VH ratios: before {gm(allb):.3f}, after {gm(alla):.3f} over {len(rows)} cells x 2 runs")
