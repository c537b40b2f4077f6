package interp

import (
	"math"
	"runtime"
	"sync/atomic"
	"unsafe"

	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Key sorts of a single f32 operand along its innermost dimension.
//
// With one operand there is no permutation to apply to other operands: the
// sort only has to order the values themselves. The key of an element is
// the IEEE total-order image of g(x) (see keySort), 32 bits wide, so the
// rows are sorted by an LSD radix sort of 32-bit words in place of the
// 64-bit keys and permutations of keySort.sortPerms.
//
// When g(x) has the bits of x for every element (JAX's comparator only
// changes -0 and NaNs that are not the canonical one), an element is its
// own key's preimage: the keys alone are sorted, ping-ponging between the
// result and one scratch buffer, and the last pass writes the values back
// from the keys. Otherwise each key carries its element's bits through
// the passes, which takes two more scratch buffers. Scratch comes from the
// run's memory, so that its storage is recycled like a released tensor's
// and kept for the next run.

// radixPasses32 is the number of 11-bit digits of a 32-bit key.
const radixPasses32 = (32 + radixBits - 1) / radixBits

// radixHist32 holds the digit counts of every pass of a row's keys.
type radixHist32 [radixPasses32][1 << radixBits]int

// count fills h with the digit counts of keys (one read for every pass,
// written out for the three digits of radixBits = 11) and returns the
// shifts of the passes that move anything, each with its digits' start
// offsets in h: a digit that is the same for every key leaves the order as
// it is.
func (h *radixHist32) count(keys []uint32, shifts *[radixPasses32]uint) []uint {
	*h = radixHist32{}
	for _, k := range keys {
		h[0][k&(1<<radixBits-1)]++
		h[1][k>>radixBits&(1<<radixBits-1)]++
		h[2][k>>(2*radixBits)]++
	}
	active := shifts[:0]
	for p := range h {
		shift := uint(p * radixBits)
		if h[p][keys[0]>>shift&(1<<radixBits-1)] == len(keys) {
			continue
		}
		sum := 0
		for d, c := range h[p] {
			h[p][d] = sum
			sum += c
		}
		active = append(active, shift)
	}
	return active
}

// f32KeyBits maps f32 bits to a word whose unsigned order is the IEEE
// total order; f32FromKey is its inverse.
func f32KeyBits(b uint32) uint32 {
	if b&(1<<31) != 0 {
		return ^b
	}
	return b | 1<<31
}

func f32FromKey(k uint32) uint32 {
	if k&(1<<31) != 0 {
		return k &^ (1 << 31)
	}
	return ^k
}

// u32View returns the storage of a float32 slice as words.
func u32View(s []float32) []uint32 {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// fitsF32 reports whether ks applies to the single operand in: an f32
// tensor whose key register holds an f32.
func (ks *keySort) fitsF32(in *tensor.Tensor) bool {
	return ks.operand == 0 && len(ks.prog.args) == 2 && in.Kind() == tensor.F32 && in.Type().Quant == nil &&
		ks.reg.fam == famF32 && ks.reg.kind == tensor.F32 && regLoader(ks.prog.args[0], in) != nil
}

// keysF32 writes the 32-bit key of elements lo..hi of in to out and
// reports whether g(x) had the bits of x for each of them.
func (ks *keySort) keysF32(in *tensor.Tensor, out []uint32, lo, hi int) bool {
	p := ks.prog
	regs := p.newRegs()
	load := regLoader(p.args[0], in)
	x := u32View(in.Float32s())
	var flip uint32
	if ks.desc {
		flip = ^uint32(0)
	}
	g := ks.reg.idx
	exact := true
	for i := lo; i < hi; i++ {
		load(regs, i)
		p.run(regs)
		b := math.Float32bits(regs.g[g])
		exact = exact && b == x[i]
		out[i] = f32KeyBits(b) ^ flip
	}
	return exact
}

// sortF32 sorts the outer rows of size contiguous elements of the single
// f32 operand in into a new tensor; ok is false (and nothing allocated)
// when ks does not apply.
func (ks *keySort) sortF32(f *Frame, in *tensor.Tensor, outer, size int) (_ *tensor.Tensor, ok bool, err error) {
	if !ks.fitsF32(in) {
		return nil, false, nil
	}
	res, err := f.newUninit(in.Type())
	if err != nil {
		return nil, true, err
	}
	n := in.Len()
	if n == 0 {
		return res, true, nil
	}
	keyT, err := f.newTemp(tensor.Type{Kind: tensor.UI32, Shape: []int64{int64(n)}})
	if err != nil {
		return nil, true, err
	}
	defer f.releaseTemp(keyT)
	keys := keyT.Uint32s()
	workers := max(1, runtime.GOMAXPROCS(0))
	// A panic on a worker is raised again in the caller's goroutine.
	var wg safego.Group
	exact := make([]bool, workers)
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			exact[w] = ks.keysF32(in, keys, w*n/workers, (w+1)*n/workers)
		})
	}
	wg.Wait()
	all := true
	for _, e := range exact {
		all = all && e
	}
	var flip uint32
	if ks.desc {
		flip = ^uint32(0)
	}
	out := u32View(res.Float32s())
	var sortRow func(h *radixHist32, lo, hi int)
	if all {
		sortRow = func(h *radixHist32, lo, hi int) { sortKeysF32(h, keys[lo:hi], out[lo:hi], flip) }
	} else {
		// Keys carry the values: two more buffers, for the keys and the
		// values the odd passes write.
		keys2T, err := f.newTemp(keyT.Type())
		if err != nil {
			return nil, true, err
		}
		defer f.releaseTemp(keys2T)
		valsT, err := f.newTemp(keyT.Type())
		if err != nil {
			return nil, true, err
		}
		defer f.releaseTemp(valsT)
		x, keys2, vals := u32View(in.Float32s()), keys2T.Uint32s(), valsT.Uint32s()
		sortRow = func(h *radixHist32, lo, hi int) {
			sortPairsF32(h, [2][]uint32{keys[lo:hi], keys2[lo:hi]}, x[lo:hi], [2][]uint32{out[lo:hi], vals[lo:hi]})
		}
	}
	// Rows are sorted on several goroutines at once; the workers stop at
	// the first check that finds the execution's context done.
	workers = max(1, min(workers, outer))
	cost := size * radixPasses32
	var done atomic.Int64
	var stop atomic.Bool
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			h := new(radixHist32)
			for row := w; row < outer && !stop.Load(); row += workers {
				sortRow(h, row*size, (row+1)*size)
				if d := done.Add(int64(cost)); d/checkEvery != (d-int64(cost))/checkEvery && f.Canceled() != nil {
					stop.Store(true)
				}
			}
		})
	}
	wg.Wait()
	if err := f.Canceled(); err != nil {
		return nil, true, err
	}
	return res, true, nil
}

// sortKeysF32 stably sorts the keys of one row, whose elements are their
// keys' preimages, and writes the values they stand for to out; keys is
// scratch.
func sortKeysF32(h *radixHist32, keys, out []uint32, flip uint32) {
	var buf [radixPasses32]uint
	shifts := h.count(keys, &buf)
	if len(shifts) == 0 {
		for i, k := range keys {
			out[i] = f32FromKey(k ^ flip)
		}
		return
	}
	// The passes alternate between keys and out and the last one writes
	// out: with an even number of passes the keys start in out.
	src, dst := keys, out
	if len(shifts)%2 == 0 {
		copy(out, keys)
		src, dst = out, keys
	}
	last := len(shifts) - 1
	for _, shift := range shifts[:last] {
		pos := &h[shift/radixBits]
		for _, k := range src {
			d := k >> shift & (1<<radixBits - 1)
			dst[pos[d]] = k
			pos[d]++
		}
		src, dst = dst, src
	}
	shift := shifts[last]
	pos := &h[shift/radixBits]
	for _, k := range src {
		d := k >> shift & (1<<radixBits - 1)
		dst[pos[d]] = f32FromKey(k ^ flip)
		pos[d]++
	}
}

// sortPairsF32 stably sorts the values x of one row by their keys, which
// keys[0] holds, into vals[0]; keys[1] and vals[1] are scratch.
func sortPairsF32(h *radixHist32, keys [2][]uint32, x []uint32, vals [2][]uint32) {
	var buf [radixPasses32]uint
	shifts := h.count(keys[0], &buf)
	if len(shifts) == 0 {
		copy(vals[0], x)
		return
	}
	srcV := x
	for p, shift := range shifts {
		srcK, dstK := keys[p&1], keys[(p+1)&1]
		// The last pass writes vals[0].
		dstV := vals[(len(shifts)-1-p)&1]
		pos := &h[shift/radixBits]
		for i, k := range srcK {
			d := k >> shift & (1<<radixBits - 1)
			j := pos[d]
			dstK[j], dstV[j] = k, srcV[i]
			pos[d]++
		}
		srcV = dstV
	}
}

// newTemp allocates a tensor of type t for a kernel's own use, from the
// run's memory and within its budget; its elements are unspecified. The
// kernel gives it back with releaseTemp before it returns.
func (f *Frame) newTemp(t tensor.Type) (*tensor.Tensor, error) {
	if f.env.mem == nil {
		return f.env.opts.Limits.NewUninit(t)
	}
	return f.env.mem.alloc(f.env.opts.Limits, t, false)
}

// releaseTemp releases a tensor from newTemp, recycling its storage.
func (f *Frame) releaseTemp(t *tensor.Tensor) {
	if m := f.env.mem; m != nil {
		if o := m.own[t]; o != nil && o.refs == 0 {
			m.free(t, o, true)
		}
	}
}
