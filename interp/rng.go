package interp

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/bits"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.rng_bit_generator and stablehlo.rng.
//
// rng_bit_generator reproduces XLA bit for bit (xla/hlo/builder/lib/prng.cc
// with the rng_bit_generator expander): state[0] is the key and the rest
// the counter.
//
//   - THREE_FRY (state u64[2]): Threefry-2x32 with 20 rounds on the 64-bit
//     inputs counter+i. 64-bit outputs take both words (low first); narrower
//     outputs split the shape in two halves along its first even dimension
//     (else its largest), one word each, and keep the low bits of each
//     32-bit word. The counter advances by the number of inputs used.
//   - PHILOX (state u64[2] or u64[3]) and DEFAULT (PHILOX, as XLA's CPU
//     backend): Philox-4x32 with 10 rounds on the 128-bit counter (state[1]
//     low, then state[2], or state[0] for a two-word state), one block of
//     four words per counter value, dealt out round-robin; 64-bit outputs
//     pair the words (low first). The low 64 bits of the counter (and the
//     high ones for three-word states) advance by the number of blocks.
//
// Float outputs receive the random bit patterns.
//
// rng draws from Philox-4x32-10 keyed by a seed and the operation's source
// location, with the element index as the counter, so its results are a
// deterministic function of the seed, the operation and its operands: every
// execution of one rng operation with the same operands yields the same
// values. The seed is RunOptions.RngSeed (0 by default). UNIFORM integers are a + bits mod (b - a); UNIFORM floats
// a + (b - a)·u with u uniform in [0, 1) on 53 bits (a result that rounds
// up to b is replaced by a); NORMAL floats use the Box-Muller transform.

// rngSeed returns the execution's rng seed.
func rngSeed(e *Env) uint64 { return e.Options().RngSeed }

// threefry2x32 is Threefry-2x32 with 20 rounds: five groups of four
// rounds, with a key injection after each group.
func threefry2x32(x, key [2]uint32) [2]uint32 {
	ks0, ks1 := key[0], key[1]
	ks2 := 0x1BD11BDA ^ ks0 ^ ks1
	x0, x1 := x[0]+ks0, x[1]+ks1
	x0, x1 = threefryRounds(x0, x1, 13, 15, 26, 6)
	x0, x1 = x0+ks1, x1+ks2+1
	x0, x1 = threefryRounds(x0, x1, 17, 29, 16, 24)
	x0, x1 = x0+ks2, x1+ks0+2
	x0, x1 = threefryRounds(x0, x1, 13, 15, 26, 6)
	x0, x1 = x0+ks0, x1+ks1+3
	x0, x1 = threefryRounds(x0, x1, 17, 29, 16, 24)
	x0, x1 = x0+ks1, x1+ks2+4
	x0, x1 = threefryRounds(x0, x1, 13, 15, 26, 6)
	x0, x1 = x0+ks2, x1+ks0+5
	return [2]uint32{x0, x1}
}

// threefryRounds runs four Threefry-2x32 rounds with the given rotations.
func threefryRounds(x0, x1 uint32, r0, r1, r2, r3 int) (uint32, uint32) {
	x0 += x1
	x1 = bits.RotateLeft32(x1, r0) ^ x0
	x0 += x1
	x1 = bits.RotateLeft32(x1, r1) ^ x0
	x0 += x1
	x1 = bits.RotateLeft32(x1, r2) ^ x0
	x0 += x1
	x1 = bits.RotateLeft32(x1, r3) ^ x0
	return x0, x1
}

// philox4x32 is Philox-4x32 with 10 rounds.
func philox4x32(x [4]uint32, key [2]uint32) [4]uint32 {
	const (
		w0, w1 = 0x9E3779B9, 0xBB67AE85
		m0, m1 = 0xD2511F53, 0xCD9E8D57
	)
	for r := 0; r < 10; r++ {
		if r > 0 {
			key[0] += w0
			key[1] += w1
		}
		p0 := uint64(x[0]) * m0
		p1 := uint64(x[2]) * m1
		x = [4]uint32{uint32(p1>>32) ^ x[1] ^ key[0], uint32(p1), uint32(p0>>32) ^ x[3] ^ key[1], uint32(p0)}
	}
	return x
}

func split64(v uint64) [2]uint32 { return [2]uint32{uint32(v), uint32(v >> 32)} }

// threefryBits generates the bits of n elements of the given shape and width
// and returns them with the number of counter values consumed.
func threefryBits(key, ctr uint64, shape []int64, width int, out []uint64) uint64 {
	k := split64(key)
	if width == 64 {
		for i := range out {
			r := threefry2x32(split64(ctr+uint64(i)), k)
			out[i] = uint64(r[0]) | uint64(r[1])<<32
		}
		return uint64(len(out))
	}
	mask := uint64(1)<<uint(width) - 1
	if len(shape) == 0 {
		if len(out) > 0 {
			out[0] = uint64(threefry2x32(split64(ctr), k)[0]) & mask
		}
		return 1
	}
	split := -1
	for i, d := range shape {
		if d%2 == 0 {
			split = i
			break
		}
	}
	if split < 0 {
		for i, d := range shape {
			if split < 0 || d > shape[split] {
				split = i
			}
		}
	}
	outer, inner := 1, 1
	for i, d := range shape {
		switch {
		case i < split:
			outer *= int(d)
		case i > split:
			inner *= int(d)
		}
	}
	d := int(shape[split])
	h := (d + 1) / 2
	for o := 0; o < outer; o++ {
		for hi := 0; hi < h; hi++ {
			for r := 0; r < inner; r++ {
				w := threefry2x32(split64(ctr+uint64((o*h+hi)*inner+r)), k)
				out[(o*d+2*hi)*inner+r] = uint64(w[0]) & mask
				if 2*hi+1 < d {
					out[(o*d+2*hi+1)*inner+r] = uint64(w[1]) & mask
				}
			}
		}
	}
	return uint64(outer * h * inner)
}

// philoxBits generates the bits of len(out) elements of the given width from
// the 128-bit counter (lo, hi) and returns the number of blocks consumed.
func philoxBits(key, lo, hi uint64, width int, out []uint64) uint64 {
	k := split64(key)
	block := func(j uint64) [4]uint32 {
		l, carry := bits.Add64(lo, j, 0)
		h := hi + carry
		return philox4x32([4]uint32{uint32(l), uint32(l >> 32), uint32(h), uint32(h >> 32)}, k)
	}
	n := uint64(len(out))
	if width == 64 {
		blocks := (2*n + 3) / 4
		for j := uint64(0); j < blocks; j++ {
			w := block(j)
			if i := 2 * j; i < n {
				out[i] = uint64(w[0]) | uint64(w[1])<<32
			}
			if i := 2*j + 1; i < n {
				out[i] = uint64(w[2]) | uint64(w[3])<<32
			}
		}
		return blocks
	}
	mask := uint64(1)<<uint(width) - 1
	blocks := (n + 3) / 4
	for j := uint64(0); j < blocks; j++ {
		w := block(j)
		for c := uint64(0); c < 4; c++ {
			if i := 4*j + c; i < n {
				out[i] = uint64(w[c]) & mask
			}
		}
	}
	return blocks
}

// storeBits writes bit patterns into a tensor: integers keep the low bits,
// floats take the patterns as their encodings.
func storeBits(t *tensor.Tensor, b []uint64) error {
	if err := elem.Of(t).SetBits(t, b); err != nil {
		return err
	}
	t.Normalize()
	return nil
}

func buildRngBitGenerator(c *OpContext) (Kernel, error) {
	op, err := opView(c, stablehlo.AsRngBitGeneratorOpIR)
	if err != nil {
		return nil, err
	}
	alg, err := op.RngAlgorithm()
	if err != nil {
		return nil, c.Errorf("%v", err)
	}
	st, err := staticTensorType(c, "initial_state", c.Operands[0])
	if err != nil {
		return nil, err
	}
	if len(c.Results) != 2 {
		return nil, c.Errorf("expected 2 results, got %d", len(c.Results))
	}
	ot, err := c.resultTensorType(1)
	if err != nil {
		return nil, err
	}
	if st.Kind != tensor.UI64 || st.Rank() != 1 {
		return nil, c.Errorf("initial_state must be a 1-dimensional tensor of ui64, got %s", st)
	}
	k := ot.Kind
	if !(k.IsInteger() || k.IsFloat()) || ot.Quant != nil {
		return nil, c.Errorf("output element type %s is not supported", ot.ElementString())
	}
	if !ot.IsStatic() {
		return nil, c.Errorf("output type %s is not static", ot)
	}
	width := k.BitWidth()
	if width > 32 {
		width = 64
	}
	size := st.Shape[0]
	switch alg {
	// The verifier, as upstream's, accepts states of any size; XLA's
	// generators (and so these) define none but the ones below, reported
	// when the operation runs.
	case stablehlo.RngAlgorithmTHREE_FRY:
		if size != 2 {
			return c.unsupportedKernel("THREE_FRY needs a state of 2 elements, got %s", st), nil
		}
	case stablehlo.RngAlgorithmPHILOX, stablehlo.RngAlgorithmDEFAULT:
		if size != 2 && size != 3 {
			return c.unsupportedKernel("%s needs a state of 2 or 3 elements, got %s", alg, st), nil
		}
	default:
		return nil, c.Errorf("unsupported rng_algorithm %q", alg.String())
	}
	shape := ot.Shape
	return func(f *Frame, args []Value) ([]Value, error) {
		in, err := tensorArg(args[0])
		if err != nil {
			return nil, err
		}
		s := in.Uint64s()
		if len(s) != int(size) {
			return nil, fmt.Errorf("initial_state has %d elements, want %d", len(s), size)
		}
		out, err := f.New(tensor.Type{Kind: k, Shape: shape})
		if err != nil {
			return nil, err
		}
		ns, err := f.New(tensor.Type{Kind: tensor.UI64, Shape: []int64{size}})
		if err != nil {
			return nil, err
		}
		b := make([]uint64, out.Len())
		next := ns.Uint64s()
		copy(next, s)
		if alg == stablehlo.RngAlgorithmTHREE_FRY {
			next[1] = s[1] + threefryBits(s[0], s[1], shape, width, b)
		} else {
			lo, hi := s[1], s[0]
			if size == 3 {
				hi = s[2]
			}
			used := philoxBits(s[0], lo, hi, width, b)
			var carry uint64
			next[1], carry = bits.Add64(lo, used, 0)
			if size == 3 {
				next[2] = hi + carry
			}
		}
		if err := storeBits(out, b); err != nil {
			return nil, err
		}
		return []Value{ns, out}, nil
	}, nil
}

// rngParams is a compiled rng operation.
type rngParams struct {
	normal bool
	kind   tensor.Kind
	shape  []int64
	locKey uint64
}

// uniform53 turns 64 random bits into a float64 uniform in [0, 1).
func uniform53(b uint64) float64 { return float64(b>>11) * 0x1p-53 }

func (p *rngParams) run(f *Frame, args []Value) ([]Value, error) {
	a, b, err := tensorPair(args)
	if err != nil {
		return nil, err
	}
	shape := p.shape
	if shape == nil {
		st, err := tensorArg(args[2])
		if err != nil {
			return nil, err
		}
		shape = make([]int64, st.Len())
		for i := range shape {
			shape[i] = st.Int(i)
		}
	}
	out, err := f.New(tensor.Type{Kind: p.kind, Shape: shape})
	if err != nil {
		return nil, err
	}
	key := split64(rngSeed(f.Env()) ^ p.locKey)
	n := out.Len()
	draw := func(i int) (uint64, uint64) {
		w := philox4x32([4]uint32{uint32(i), uint32(uint64(i) >> 32), 0, 0}, key)
		return uint64(w[0]) | uint64(w[1])<<32, uint64(w[2]) | uint64(w[3])<<32
	}
	switch {
	case p.kind.IsFloat():
		lo, hi := a.Float(0), b.Float(0)
		v := make([]float64, n)
		for i := range v {
			r0, r1 := draw(i)
			if p.normal {
				u1 := 1 - uniform53(r0) // (0, 1]
				z := math.Sqrt(-2*math.Log(u1)) * math.Cos(2*math.Pi*uniform53(r1))
				v[i] = lo + hi*z
				continue
			}
			x := tensor.RoundFloat(p.kind, lo+(hi-lo)*uniform53(r0))
			if x >= hi && lo < hi {
				x = lo
			}
			v[i] = x
		}
		if err := storeReals(out, v); err != nil {
			return nil, err
		}
	case p.kind.IsInteger() || p.kind.IsBool():
		lo, hi := uint64(a.Int(0)), uint64(b.Int(0))
		span := hi - lo
		if p.kind.IsSigned() && a.Int(0) >= b.Int(0) || !p.kind.IsSigned() && lo >= hi {
			span = 0
		}
		v := make([]uint64, n)
		for i := range v {
			r0, _ := draw(i)
			v[i] = lo
			if span != 0 {
				v[i] = lo + r0%span
			}
		}
		if p.kind.IsBool() {
			d := out.Bools()
			for i, x := range v {
				d[i] = x != 0
			}
			break
		}
		if err := storeBits(out, v); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("unsupported element type %s", p.kind)
	}
	return []Value{out}, nil
}

func buildRng(c *OpContext) (Kernel, error) {
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	p := &rngParams{kind: rt.Kind}
	op, err := opView(c, stablehlo.AsRngOpIR)
	if err != nil {
		return nil, err
	}
	d, err := op.RngDistribution()
	if err != nil {
		return nil, c.Errorf("%v", err)
	}
	switch d {
	case stablehlo.RngDistributionUNIFORM:
	case stablehlo.RngDistributionNORMAL:
		p.normal = true
		if !rt.Kind.IsFloat() {
			return nil, c.Errorf("NORMAL needs a float element type, got %s", rt.Kind)
		}
	default:
		return nil, c.Errorf("unsupported rng_distribution %q", d.String())
	}
	if !(rt.Kind.IsFloat() || rt.Kind.IsInteger() || rt.Kind.IsBool()) || rt.Quant != nil {
		return nil, c.Errorf("element type %s is not supported", rt.ElementString())
	}
	if rt.IsStatic() {
		p.shape = rt.Shape
		if p.shape == nil {
			p.shape = []int64{}
		}
	}
	h := fnv.New64a()
	h.Write([]byte(c.Loc))
	p.locKey = h.Sum64()
	return p.run, nil
}

func init() {
	register("stablehlo.rng_bit_generator", buildRngBitGenerator)
	register("stablehlo.rng", buildRng)
}
