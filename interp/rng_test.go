package interp

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Known-answer vectors of the Random123 library (D. E. Shaw Research,
// random123 tests/kat_vectors), "threefry2x32 20" and "philox4x32 10"
// lines: counter words, key words, expected output words.
func TestThreefry2x32KnownAnswers(t *testing.T) {
	for _, c := range []struct{ ctr, key, want [2]uint32 }{
		{[2]uint32{0, 0}, [2]uint32{0, 0}, [2]uint32{0x6b200159, 0x99ba4efe}},
		{[2]uint32{0xffffffff, 0xffffffff}, [2]uint32{0xffffffff, 0xffffffff}, [2]uint32{0x1cb996fc, 0xbb002be7}},
		{[2]uint32{0x243f6a88, 0x85a308d3}, [2]uint32{0x13198a2e, 0x03707344}, [2]uint32{0xc4923a9c, 0x483df7a0}},
	} {
		if got := threefry2x32(c.ctr, c.key); got != c.want {
			t.Errorf("threefry2x32(%08x, %08x) = %08x, want %08x", c.ctr, c.key, got, c.want)
		}
	}
}

func TestPhilox4x32KnownAnswers(t *testing.T) {
	for _, c := range []struct {
		ctr  [4]uint32
		key  [2]uint32
		want [4]uint32
	}{
		{[4]uint32{0, 0, 0, 0}, [2]uint32{0, 0}, [4]uint32{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}},
		{[4]uint32{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, [2]uint32{0xffffffff, 0xffffffff}, [4]uint32{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}},
		{[4]uint32{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, [2]uint32{0xa4093822, 0x299f31d0}, [4]uint32{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}},
	} {
		if got := philox4x32(c.ctr, c.key); got != c.want {
			t.Errorf("philox4x32(%08x, %08x) = %08x, want %08x", c.ctr, c.key, got, c.want)
		}
	}
}

// The rng_bit_generator example of the StableHLO specification:
// THREE_FRY, initial state [1, 2], output tensor<2x2xui64>.
var specThreefryWant = []uint64{9236835810183407956, 16087790271692313299, 18212823393184779219, 2658481902456610144}

func TestThreefryBitsSpecExample(t *testing.T) {
	out := make([]uint64, 4)
	used := threefryBits(1, 2, []int64{2, 2}, 64, out)
	if used != 4 {
		t.Errorf("counter advanced by %d, want 4", used)
	}
	for i, w := range specThreefryWant {
		if out[i] != w {
			t.Errorf("element %d = %d, want %d", i, out[i], w)
		}
	}
}

func TestRngBitGeneratorSpecExample(t *testing.T) {
	src := `func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>) {
  %0, %1 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  func.return %0, %1 : tensor<2xui64>, tensor<2x2xui64>
}`
	st, _ := tensor.FromSlice(tensor.NewType(tensor.UI64, 2), []uint64{1, 2})
	res := mustRun(t, src, st)
	if got := res[0].(*tensor.Tensor).Uint64s(); got[0] != 1 || got[1] != 6 {
		t.Errorf("output state %v, want [1 6]", got)
	}
	for i, w := range specThreefryWant {
		if g := res[1].(*tensor.Tensor).Uint64s()[i]; g != w {
			t.Errorf("element %d = %d, want %d", i, g, w)
		}
	}
}

// TestThreefryBitsLayout checks the 32-bit layout against Threefry calls
// made independently: the shape splits in halves along its first even
// dimension (else its largest), pairs (2h, 2h+1) of that dimension take the
// two output words of the input counter + half index.
func TestThreefryBitsLayout(t *testing.T) {
	for _, c := range []struct {
		shape []int64
		split int
	}{
		{[]int64{3, 4}, 1}, {[]int64{4, 3}, 0}, {[]int64{3, 5}, 1}, {[]int64{5, 3}, 0}, {[]int64{7}, 0}, {[]int64{}, -1}, {[]int64{1, 2, 3}, 1},
	} {
		n := 1
		for _, d := range c.shape {
			n *= int(d)
		}
		const key, ctr = 0x0123456789abcdef, 0xfffffffffffffffe
		out := make([]uint64, n)
		used := threefryBits(key, ctr, c.shape, 32, out)
		if c.split < 0 {
			w := threefry2x32(split64(ctr), split64(key))
			if used != 1 || out[0] != uint64(w[0]) {
				t.Errorf("scalar: got %x (used %d), want %x", out[0], used, w[0])
			}
			continue
		}
		half := append([]int64(nil), c.shape...)
		half[c.split] = (half[c.split] + 1) / 2
		hs := tensor.Strides(half)
		st := tensor.Strides(c.shape)
		hn := 1
		for _, d := range half {
			hn *= int(d)
		}
		if used != uint64(hn) {
			t.Errorf("%v: counter advanced by %d, want %d", c.shape, used, hn)
		}
		for i := 0; i < n; i++ {
			hi := 0
			var word int
			for d := range c.shape {
				x := i / int(st[d]) % int(c.shape[d])
				if d == c.split {
					word = x % 2
					x /= 2
				}
				hi += x * int(hs[d])
			}
			w := threefry2x32(split64(ctr+uint64(hi)), split64(key))
			if out[i] != uint64(w[word]) {
				t.Fatalf("%v: element %d = %x, want %x", c.shape, i, out[i], w[word])
			}
		}
	}
}

// TestPhiloxBitsLayout checks the round-robin layout and the 128-bit
// counter carry against direct Philox calls.
func TestPhiloxBitsLayout(t *testing.T) {
	const key = 0x1122334455667788
	lo, hi := uint64(math.MaxUint64-1), uint64(7)
	block := func(j uint64) [4]uint32 {
		l, h := lo+j, hi
		if l < lo {
			h++
		}
		return philox4x32([4]uint32{uint32(l), uint32(l >> 32), uint32(h), uint32(h >> 32)}, split64(key))
	}
	for _, n := range []int{0, 1, 5, 9} {
		out := make([]uint64, n)
		used := philoxBits(key, lo, hi, 32, out)
		if want := uint64((n + 3) / 4); used != want {
			t.Errorf("n=%d: %d blocks, want %d", n, used, want)
		}
		for i := range out {
			if w := uint64(block(uint64(i / 4))[i%4]); out[i] != w {
				t.Errorf("n=%d: u32 element %d = %x, want %x", n, i, out[i], w)
			}
		}
		used = philoxBits(key, lo, hi, 64, out)
		if want := uint64((2*n + 3) / 4); used != want {
			t.Errorf("n=%d: %d blocks for u64, want %d", n, used, want)
		}
		for i := range out {
			b := block(uint64(i / 2))
			w := uint64(b[2*(i%2)]) | uint64(b[2*(i%2)+1])<<32
			if out[i] != w {
				t.Errorf("n=%d: u64 element %d = %x, want %x", n, i, out[i], w)
			}
		}
		out16 := make([]uint64, n)
		philoxBits(key, lo, hi, 16, out16)
		for i := range out16 {
			if w := uint64(block(uint64(i / 4))[i%4]) & 0xffff; out16[i] != w {
				t.Errorf("n=%d: u16 element %d = %x, want %x", n, i, out16[i], w)
			}
		}
	}
}

// TestRngBitGeneratorTypes runs the op for every algorithm, state size and
// a range of output types, checking the state update and the bits against
// the generator functions.
func TestRngBitGeneratorTypes(t *testing.T) {
	for _, alg := range []string{"THREE_FRY", "PHILOX", "DEFAULT"} {
		for _, size := range []int{2, 3} {
			if alg == "THREE_FRY" && size == 3 {
				continue
			}
			for _, et := range []string{"ui64", "i64", "f64", "ui32", "i32", "f32", "ui16", "f16", "bf16", "i8", "ui8", "i4", "f8E4M3FN"} {
				t.Run(fmt.Sprintf("%s/%d/%s", alg, size, et), func(t *testing.T) {
					src := fmt.Sprintf(`func.func @main(%%s: tensor<%dxui64>) -> (tensor<%dxui64>, tensor<3x5x%s>) {
  %%0, %%1 = "stablehlo.rng_bit_generator"(%%s) {rng_algorithm = #stablehlo<rng_algorithm %s>} : (tensor<%dxui64>) -> (tensor<%dxui64>, tensor<3x5x%s>)
  func.return %%0, %%1 : tensor<%dxui64>, tensor<3x5x%s>
}`, size, size, et, alg, size, size, et, size, et)
					state := []uint64{42, math.MaxUint64 - 2, 9}[:size]
					st, _ := tensor.FromSlice(tensor.NewType(tensor.UI64, int64(size)), append([]uint64(nil), state...))
					res := mustRun(t, src, st)
					ns, out := res[0].(*tensor.Tensor).Uint64s(), res[1].(*tensor.Tensor)
					k := out.Kind()
					w := k.BitWidth()
					if w > 32 {
						w = 64
					}
					want := make([]uint64, 15)
					var wantState []uint64
					if alg == "THREE_FRY" {
						used := threefryBits(state[0], state[1], []int64{3, 5}, w, want)
						wantState = []uint64{state[0], state[1] + used}
					} else {
						hi := state[0]
						if size == 3 {
							hi = state[2]
						}
						used := philoxBits(state[0], state[1], hi, w, want)
						wantState = []uint64{state[0], state[1] + used}
						if size == 3 {
							// state[1] + used wraps around: the carry goes to state[2].
							wantState = append(wantState, state[2]+1)
						}
					}
					for i := range wantState {
						if ns[i] != wantState[i] {
							t.Errorf("state %v, want %v", ns, wantState)
							break
						}
					}
					mask := uint64(1)<<uint(k.BitWidth()) - 1
					if k.BitWidth() == 64 {
						mask = math.MaxUint64
					}
					for i := range want {
						if got := out.Bits(i); got != want[i]&mask {
							t.Fatalf("element %d bits %x, want %x", i, got, want[i]&mask)
						}
					}
				})
			}
		}
	}
}

// rngRun runs the rng kernel directly.
func rngRun(t *testing.T, p *rngParams, a, b float64) *tensor.Tensor {
	t.Helper()
	at, _ := tensor.New(tensor.Type{Kind: p.kind})
	bt, _ := tensor.New(tensor.Type{Kind: p.kind})
	for _, x := range []struct {
		t *tensor.Tensor
		v float64
	}{{at, a}, {bt, b}} {
		if p.kind.IsFloat() {
			if err := storeReals(x.t, []float64{x.v}); err != nil {
				t.Fatal(err)
			}
		} else if err := storeBits(x.t, []uint64{uint64(int64(x.v))}); err != nil {
			t.Fatal(err)
		}
	}
	res, err := p.run(miscFrame(), []Value{at, bt, nil})
	if err != nil {
		t.Fatal(err)
	}
	return res[0].(*tensor.Tensor)
}

func TestRngDistributions(t *testing.T) {
	const n = 20000
	for _, k := range []tensor.Kind{tensor.F64, tensor.F32, tensor.F16, tensor.BF16} {
		u := rngRun(t, &rngParams{kind: k, shape: []int64{n}, locKey: 1}, -2, 3)
		var sum float64
		for i := 0; i < n; i++ {
			v := u.Float(i)
			if v < -2 || v >= 3 {
				t.Fatalf("%v uniform: %v outside [-2, 3)", k, v)
			}
			sum += v
		}
		if m := sum / n; math.Abs(m-0.5) > 0.05 {
			t.Errorf("%v uniform: mean %v, want about 0.5", k, m)
		}
		g := rngRun(t, &rngParams{kind: k, shape: []int64{n}, locKey: 1, normal: true}, 1, 2)
		var s1, s2 float64
		for i := 0; i < n; i++ {
			v := g.Float(i)
			s1 += v
			s2 += v * v
		}
		mean := s1 / n
		sd := math.Sqrt(s2/n - mean*mean)
		if math.Abs(mean-1) > 0.06 || math.Abs(sd-2) > 0.06 {
			t.Errorf("%v normal: mean %v sd %v, want 1 and 2", k, mean, sd)
		}
	}
	for _, k := range []tensor.Kind{tensor.SI32, tensor.SI64, tensor.UI8, tensor.SI4} {
		u := rngRun(t, &rngParams{kind: k, shape: []int64{n}, locKey: 1}, -3, 5)
		lo := int64(-3)
		if k.IsUnsigned() {
			u = rngRun(t, &rngParams{kind: k, shape: []int64{n}, locKey: 1}, 2, 7)
			lo = 2
		}
		seen := map[int64]bool{}
		for i := 0; i < n; i++ {
			v := u.Int(i)
			if v < lo || v >= lo+int64(map[bool]int{true: 5, false: 8}[k.IsUnsigned()]) {
				t.Fatalf("%v: %d out of range", k, v)
			}
			seen[v] = true
		}
		if want := map[bool]int{true: 5, false: 8}[k.IsUnsigned()]; len(seen) != want {
			t.Errorf("%v: %d distinct values, want %d", k, len(seen), want)
		}
	}
	// Determinism: same seed and location, same values; another location,
	// other values.
	a := rngRun(t, &rngParams{kind: tensor.F32, shape: []int64{8}, locKey: 5}, 0, 1)
	b := rngRun(t, &rngParams{kind: tensor.F32, shape: []int64{8}, locKey: 5}, 0, 1)
	c := rngRun(t, &rngParams{kind: tensor.F32, shape: []int64{8}, locKey: 6}, 0, 1)
	if !a.BitwiseEqual(b) || a.BitwiseEqual(c) {
		t.Errorf("rng is not a deterministic function of seed and location")
	}
}

func BenchmarkRngBitGeneratorPhiloxU32_1M(b *testing.B) {
	out := make([]uint64, 1<<20)
	for i := 0; i < b.N; i++ {
		philoxBits(1, 2, 3, 32, out)
	}
}

func BenchmarkRngBitGeneratorThreefryU32_1M(b *testing.B) {
	out := make([]uint64, 1<<20)
	for i := 0; i < b.N; i++ {
		threefryBits(1, 2, []int64{1024, 1024}, 32, out)
	}
}

func TestRngOp(t *testing.T) {
	src := `func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<4x8xf32>, tensor<16xi32>) {
  %shape = stablehlo.constant dense<[4, 8]> : tensor<2xi64>
  %u = "stablehlo.rng"(%a, %b, %shape) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x8xf32>
  %lo = stablehlo.constant dense<-4> : tensor<i32>
  %hi = stablehlo.constant dense<4> : tensor<i32>
  %s1 = stablehlo.constant dense<16> : tensor<1xi64>
  %i = "stablehlo.rng"(%lo, %hi, %s1) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<16xi32>
  func.return %u, %i : tensor<4x8xf32>, tensor<16xi32>
}`
	p := mustLoad(t, src)
	a, _ := tensor.FromSlice(tensor.NewType(tensor.F32), []float32{10})
	b, _ := tensor.FromSlice(tensor.NewType(tensor.F32), []float32{11})
	run := func(opts RunOptions) []Value {
		res, err := p.Run("main", []Value{a, b}, opts)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	r1, r2 := run(RunOptions{}), run(RunOptions{})
	r3 := run(RunOptions{Context: context.Background(), RngSeed: 7})
	u1 := r1[0].(*tensor.Tensor)
	if !u1.BitwiseEqual(r2[0].(*tensor.Tensor)) {
		t.Errorf("two runs with the default seed differ")
	}
	if u1.BitwiseEqual(r3[0].(*tensor.Tensor)) {
		t.Errorf("another seed gives the same values")
	}
	for i := 0; i < u1.Len(); i++ {
		if v := u1.Float(i); v < 10 || v >= 11 {
			t.Errorf("uniform value %v outside [10, 11)", v)
		}
	}
	ints := r1[1].(*tensor.Tensor)
	for i := 0; i < ints.Len(); i++ {
		if v := ints.Int(i); v < -4 || v >= 4 {
			t.Errorf("integer value %d outside [-4, 4)", v)
		}
	}
}
