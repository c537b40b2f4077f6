package interp

import (
	"math"
	"math/bits"
	"runtime"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Key sorts. A comparator of the form compare(LT or GT, g(lhs), g(rhs))
// where both sides are the same computation g of one operand's two
// arguments (JAX's jnp.sort comparator canonicalises -0 and NaN on each
// side, then compares in TOTALORDER) orders the elements by the key g(x).
// When that comparison is a strict weak order (integers, or floats in
// TOTALORDER), every stable sort gives the same permutation, so the rows
// are sorted by an LSD radix sort of the keys, which is stable, instead of
// calling the comparator O(n log n) times.

// keySort describes a recognised key comparator.
type keySort struct {
	prog *scalarProgram
	// operand is the sorted operand whose arguments the keys read.
	operand int
	// reg is the register that holds g(lhs) after the program runs.
	reg  sreg
	desc bool
	// keyF32 maps a float32-stored register value to its totalOrder key.
	keyF32 func(float32) int64
}

// keySortOf recognises a key comparator in r (compiled as prog), or
// returns nil.
func keySortOf(r *Region, prog *scalarProgram) *keySort {
	if len(r.results) != 1 {
		return nil
	}
	def := map[int]*op{}
	for _, o := range r.ops {
		for _, s := range o.out {
			def[s] = o
		}
	}
	o := def[r.results[0]]
	if o == nil || o.name != "stablehlo.compare" || o.compare == nil || len(o.in) != 2 {
		return nil
	}
	ks := &keySort{prog: prog, reg: prog.slots[o.in[0]]}
	switch o.compare.direction {
	case stablehlo.ComparisonDirectionLT:
	case stablehlo.ComparisonDirectionGT:
		ks.desc = true
	default:
		return nil
	}
	switch ks.reg.fam {
	case famFloat:
		if !o.compare.totalOrder() {
			return nil
		}
	case famF32:
		key, ok := totalOrderF32(ks.reg.kind)
		if !ok || !o.compare.totalOrder() {
			return nil
		}
		ks.keyF32 = key
	}
	e := &sameComputation{r: r, prog: prog, def: def, operand: -1}
	if !e.same(o.in[0], o.in[1]) || e.operand < 0 {
		return nil
	}
	ks.operand = e.operand
	// The keys need only g(lhs): run the operations it depends on, not
	// the whole comparator (which computes g(rhs) and the comparison too).
	if kp := compileScalar(r.slice(o.in[0])); kp != nil {
		if reg, ok := kp.slots[o.in[0]]; ok && reg.fam == ks.reg.fam && reg.kind == ks.reg.kind {
			ks.prog, ks.reg = kp, reg
		}
	}
	return ks
}

// sameComputation checks that two values are the same computation, the
// first of argument 2k and the second of argument 2k+1 for one operand k.
type sameComputation struct {
	r       *Region
	prog    *scalarProgram
	def     map[int]*op
	operand int
}

func (e *sameComputation) same(a, b int) bool {
	if a == b {
		return !e.usesArgs(a)
	}
	ai, bi := e.r.argIndex(a), e.r.argIndex(b)
	if ai >= 0 || bi >= 0 {
		if ai < 0 || ai%2 != 0 || bi != ai+1 {
			return false
		}
		if e.operand < 0 {
			e.operand = ai / 2
		}
		return ai/2 == e.operand
	}
	oa, ob := e.def[a], e.def[b]
	if oa == nil || ob == nil || oa.name != ob.name || len(oa.in) != len(ob.in) || len(oa.out) != 1 || len(ob.out) != 1 {
		return false
	}
	if (oa.compare == nil) != (ob.compare == nil) || oa.compare != nil && *oa.compare != *ob.compare {
		return false
	}
	ra, rb := e.prog.slots[a], e.prog.slots[b]
	if ra.kind != rb.kind {
		return false
	}
	if oa.name == "stablehlo.constant" {
		return sameConstant(&e.prog.init, ra, rb)
	}
	for i := range oa.in {
		if !e.same(oa.in[i], ob.in[i]) {
			return false
		}
	}
	return true
}

// usesArgs reports whether the value depends on an argument of the region.
func (e *sameComputation) usesArgs(s int) bool {
	if e.r.argIndex(s) >= 0 {
		return true
	}
	o := e.def[s]
	if o == nil {
		return true
	}
	for _, in := range o.in {
		if e.usesArgs(in) {
			return true
		}
	}
	return false
}

// sameConstant compares two constant registers bit for bit.
func sameConstant(init *scalarRegs, a, b sreg) bool {
	switch a.fam {
	case famBool:
		return init.b[a.idx] == init.b[b.idx]
	case famSigned:
		return init.i[a.idx] == init.i[b.idx]
	case famUnsigned:
		return init.u[a.idx] == init.u[b.idx]
	case famFloat:
		return math.Float64bits(init.f[a.idx]) == math.Float64bits(init.f[b.idx])
	case famF32:
		return math.Float32bits(init.g[a.idx]) == math.Float32bits(init.g[b.idx])
	}
	return false
}

// keys computes the sort key of every element of the operand, as unsigned
// integers whose ascending order is the comparator's order.
func (ks *keySort) keys(in *tensor.Tensor, out []uint64, lo, hi int) bool {
	p := ks.prog
	regs := p.newRegs()
	load := regLoader(p.args[2*ks.operand], in)
	if load == nil {
		return false
	}
	reg := ks.reg
	var flip uint64
	if ks.desc {
		flip = ^uint64(0)
	}
	for i := lo; i < hi; i++ {
		load(regs, i)
		p.run(regs)
		var k uint64
		switch reg.fam {
		case famBool:
			k = uint64(b2u(regs.b[reg.idx]))
		case famSigned:
			k = uint64(regs.i[reg.idx]) ^ 1<<63
		case famUnsigned:
			k = regs.u[reg.idx]
		case famFloat:
			k = uint64(totalOrderF64(regs.f[reg.idx])) ^ 1<<63
		case famF32:
			k = uint64(ks.keyF32(regs.g[reg.idx])) ^ 1<<63
		}
		out[i] = k ^ flip
	}
	return true
}

// sortPerms sorts every slice of the inputs by the keys, calling apply as
// compiledSortPerms does (a worker stops once apply returns false); false
// when the program does not fit the inputs.
func (ks *keySort) sortPerms(inputs []*tensor.Tensor, outer, size, inner int, apply func(base int, perm []int) bool) bool {
	if ks.operand >= len(inputs) || len(ks.prog.args) != 2*len(inputs) {
		return false
	}
	in := inputs[ks.operand]
	all := make([]uint64, in.Len())
	workers := max(1, runtime.GOMAXPROCS(0))
	// A panic on a worker is raised again in the caller's goroutine.
	var wg safego.Group
	ok := make([]bool, workers)
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			ok[w] = ks.keys(in, all, w*len(all)/workers, (w+1)*len(all)/workers)
		})
	}
	wg.Wait()
	for _, o := range ok {
		if !o {
			return false
		}
	}
	rows := outer * inner
	workers = max(1, min(workers, rows))
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			// Contiguous rows are sorted where their keys are; strided
			// ones are gathered first.
			var keys []uint64
			if inner > 1 {
				keys = make([]uint64, size)
			}
			perm := make([]int, size)
			sc := &radixScratch{}
			for row := w; row < rows; row += workers {
				base := row/inner*size*inner + row%inner
				if inner == 1 {
					keys = all[base : base+size]
				} else {
					for i := range keys {
						keys[i] = all[base+i*inner]
					}
				}
				for i := range perm {
					perm[i] = i
				}
				sc.sort(keys, perm)
				if !apply(base, perm) {
					return
				}
			}
		})
	}
	wg.Wait()
	return true
}

// radixBits is the digit width of the radix sort.
const radixBits = 11

// radixScratch holds the buffers of radix sorts of one worker.
type radixScratch struct {
	keys []uint64
	perm []int
}

// sort stably sorts perm by keys (both permuted together), ascending.
func (sc *radixScratch) sort(keys []uint64, perm []int) {
	n := len(keys)
	if n < 2 {
		return
	}
	lo, hi := keys[0], keys[0]
	for _, k := range keys {
		lo, hi = min(lo, k), max(hi, k)
	}
	if lo == hi {
		return
	}
	for i := range keys {
		keys[i] -= lo
	}
	if cap(sc.keys) < n {
		sc.keys, sc.perm = make([]uint64, n), make([]int, n)
	}
	srcK, srcP, dstK, dstP := keys, perm, sc.keys[:n], sc.perm[:n]
	width := bits.Len64(hi - lo)
	var count [1 << radixBits]int
	for shift := 0; shift < width; shift += radixBits {
		clear(count[:])
		for _, k := range srcK {
			count[k>>shift&(1<<radixBits-1)]++
		}
		sum := 0
		for d, c := range count {
			count[d] = sum
			sum += c
		}
		for i, k := range srcK {
			d := k >> shift & (1<<radixBits - 1)
			j := count[d]
			count[d]++
			dstK[j], dstP[j] = k, srcP[i]
		}
		srcK, srcP, dstK, dstP = dstK, dstP, srcK, srcP
	}
	if &srcP[0] != &perm[0] {
		copy(perm, srcP)
	}
}
