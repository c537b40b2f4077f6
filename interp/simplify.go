package interp

import (
	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Algebraic simplification of compiled regions, before fusion.
//
// Exported programs carry comparisons whose outcome the types decide: the
// remainder of jnp.remainder on unsigned integers checks "r < 0" and
// "divisor < 0" to correct the sign of r, and selects between r and r plus
// the divisor on the result. For unsigned operands both tests are false,
// so the select always yields r. simplifyRegion finds such values: a
// comparison of an unsigned value with a splat of zero that cannot hold
// (or always holds), broadcasts of splats, and boolean and, or, not and
// comparisons of known splats. A select on a known predicate, and an and
// or an or with a known operand, are replaced by the value they yield, and
// the operations no longer read are dropped. The values computed do not
// change, only which operations compute them.

// knownSplat is the element of a value known to be a splat: its bits,
// with the element kind.
type knownSplat struct {
	kind tensor.Kind
	bits uint64
}

// pureOps are the operations simplifyRegion may drop when nothing reads
// their results: they have no effect besides their results and do not
// fail on verified operands.
var pureOps = map[string]bool{
	"stablehlo.constant": true, "stablehlo.broadcast_in_dim": true, "stablehlo.compare": true,
	"stablehlo.select": true, "stablehlo.and": true, "stablehlo.or": true, "stablehlo.not": true,
	"stablehlo.xor": true, "stablehlo.add": true, "stablehlo.subtract": true, "stablehlo.multiply": true,
}

// simplifyRegion simplifies r and its nested regions in place.
func simplifyRegion(r *Region) {
	for _, o := range r.ops {
		for _, nr := range o.regions {
			simplifyRegion(nr)
		}
	}
	// Values read by nested regions keep their slots: only the uses in
	// r's own operations and results are renamed.
	nested := map[int]bool{}
	for _, o := range r.ops {
		for _, nr := range o.regions {
			for _, s := range regionUses(nr, nil) {
				nested[s] = true
			}
		}
	}
	known := map[int]knownSplat{}
	alias := map[int]int{}
	resolve := func(s int) int {
		if t, ok := alias[s]; ok {
			return t
		}
		return s
	}
	for _, o := range r.ops {
		for i, s := range o.in {
			o.in[i] = resolve(s)
		}
		if len(o.out) != 1 || len(o.outTypes) != 1 || o.outTypes[0].Tensor == nil {
			continue
		}
		out := o.out[0]
		if v, ok := foldSplat(o, known); ok {
			known[out] = v
			continue
		}
		if to, ok := passThrough(o, known); ok && !nested[out] {
			alias[out] = to
			if v, ok := known[to]; ok {
				known[out] = v
			}
		}
	}
	if len(alias) == 0 {
		return
	}
	for i, s := range r.results {
		r.results[i] = resolve(s)
	}
	dropDead(r)
}

// foldSplat returns the splat that o's result is known to be.
func foldSplat(o *op, known map[int]knownSplat) (knownSplat, bool) {
	rk := o.outTypes[0].Tensor.Kind
	in := func(i int) (knownSplat, bool) {
		v, ok := known[o.in[i]]
		return v, ok
	}
	boolean := func(b bool) (knownSplat, bool) {
		if b {
			return knownSplat{kind: tensor.Bool, bits: 1}, true
		}
		return knownSplat{kind: tensor.Bool}, true
	}
	switch o.name {
	case "stablehlo.constant":
		c := o.constant
		if c == nil || c.Len() == 0 || !c.IsSplat() || c.Kind().IsComplex() || c.Type().Quant != nil {
			return knownSplat{}, false
		}
		return knownSplat{kind: c.Kind(), bits: c.Bits(0)}, true
	case "stablehlo.broadcast_in_dim":
		if v, ok := in(0); ok && v.kind == rk && o.outTypes[0].Tensor.Quant == nil {
			return v, true
		}
	case "stablehlo.not":
		if v, ok := in(0); ok && rk == tensor.Bool {
			return boolean(v.bits == 0)
		}
	case "stablehlo.and", "stablehlo.or":
		if rk != tensor.Bool {
			break
		}
		a, okA := in(0)
		b, okB := in(1)
		and := o.name == "stablehlo.and"
		// A known false operand of and (true of or) decides the result.
		for _, v := range []struct {
			s  knownSplat
			ok bool
		}{{a, okA}, {b, okB}} {
			if v.ok && (v.s.bits != 0) != and {
				return boolean(!and)
			}
		}
	case "stablehlo.compare":
		return foldCompare(o, known)
	}
	return knownSplat{}, false
}

// foldCompare returns the splat a comparison yields: one of an unsigned
// value (compared as unsigned, the default for its type) with a zero
// splat that the order decides (x < 0 and 0 > x never
// hold, x >= 0 and 0 <= x always do), or one of two known boolean splats
// by EQ or NE.
func foldCompare(o *op, known map[int]knownSplat) (knownSplat, bool) {
	if o.compare == nil || len(o.in) != 2 || len(o.inTypes) != 2 || o.inTypes[0].Tensor == nil {
		return knownSplat{}, false
	}
	a, okA := known[o.in[0]]
	b, okB := known[o.in[1]]
	dir := o.compare.direction
	result := func(v bool) (knownSplat, bool) {
		if v {
			return knownSplat{kind: tensor.Bool, bits: 1}, true
		}
		return knownSplat{kind: tensor.Bool}, true
	}
	k := o.inTypes[0].Tensor.Kind
	ct := o.compare.compareType
	if (ct == stablehlo.ComparisonTypeUNSIGNED || ct == stablehlo.ComparisonTypeNOTYPE) && k.IsUnsigned() && o.inTypes[0].Tensor.Quant == nil {
		switch {
		case okB && b.bits == 0 && dir == stablehlo.ComparisonDirectionLT:
			return result(false)
		case okB && b.bits == 0 && dir == stablehlo.ComparisonDirectionGE:
			return result(true)
		case okA && a.bits == 0 && dir == stablehlo.ComparisonDirectionGT:
			return result(false)
		case okA && a.bits == 0 && dir == stablehlo.ComparisonDirectionLE:
			return result(true)
		}
	}
	if k == tensor.Bool && okA && okB {
		switch dir {
		case stablehlo.ComparisonDirectionEQ:
			return result(a.bits == b.bits)
		case stablehlo.ComparisonDirectionNE:
			return result(a.bits != b.bits)
		}
	}
	return knownSplat{}, false
}

// passThrough returns the operand whose value o's result always equals:
// the chosen operand of a select on a known splat predicate, the other
// operand of an and with a known true operand or of an or with a known
// false one.
func passThrough(o *op, known map[int]knownSplat) (int, bool) {
	same := func(i int) bool {
		return i < len(o.inTypes) && o.inTypes[i].Tensor != nil && o.inTypes[i].Text == o.outTypes[0].Text
	}
	switch o.name {
	case "stablehlo.select":
		p, ok := known[o.in[0]]
		if !ok || len(o.in) != 3 {
			break
		}
		pick := 2
		if p.bits != 0 {
			pick = 1
		}
		if same(pick) {
			return o.in[pick], true
		}
	case "stablehlo.and", "stablehlo.or":
		if len(o.in) != 2 || o.outTypes[0].Tensor.Kind != tensor.Bool {
			break
		}
		neutral := uint64(0)
		if o.name == "stablehlo.and" {
			neutral = 1
		}
		for i := range 2 {
			if v, ok := known[o.in[i]]; ok && v.bits == neutral && same(1-i) {
				return o.in[1-i], true
			}
		}
	}
	return 0, false
}

// dropDead removes the pure operations of r whose results nothing reads,
// until none is left.
func dropDead(r *Region) {
	for {
		used := map[int]bool{}
		for _, s := range regionUses(r, nil) {
			used[s] = true
		}
		kept := r.ops[:0]
		dropped := false
		for _, o := range r.ops {
			dead := pureOps[o.name] && len(o.regions) == 0
			for _, s := range o.out {
				dead = dead && !used[s]
			}
			if dead {
				dropped = true
				continue
			}
			kept = append(kept, o)
		}
		clear(r.ops[len(kept):])
		r.ops = kept
		if !dropped {
			return
		}
	}
}
