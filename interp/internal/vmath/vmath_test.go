package vmath

import (
	"flag"
	"fmt"
	"math"
	"testing"
)

// sampleStride overrides the stride of TestAccuracy's sample of float32
// bit patterns (e.g. -stride=1 tests every float32).
var sampleStride = flag.Uint64("stride", 0, "test every n-th float32 bit pattern")

// kernels pairs each kernel with its float64 reference from the math
// package and, for Exp, the scalar function it must match bit for bit
// (XLA's algorithm, which is not correctly rounded).
var kernels = []struct {
	name  string
	fast  func(dst, src []float32)
	ref   func(float64) float64
	exact func(float32) float32
	// maxUlp bounds the error of the XLA functions (exact set); the
	// others are within 1 ulp.
	maxUlp int64
}{
	{"Exp", Exp, math.Exp, ExpF32, 1},
	{"Expm1", Expm1, math.Expm1, nil, 1},
	{"Log", Log, math.Log, nil, 1},
	{"Log1p", Log1p, math.Log1p, nil, 1},
	{"Tanh", Tanh, math.Tanh, TanhF32, 5},
	{"Logistic", Logistic, func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }, nil, 1},
	{"Abs", Abs, math.Abs, nil, 1},
}

// orderedKey maps a non-NaN float32 to an integer so that adjacent floats
// differ by one (with +0 and -0 equal).
func orderedKey(f float32) int64 {
	b := int64(math.Float32bits(f))
	if b&(1<<31) != 0 {
		return -(b & (1<<31 - 1))
	}
	return b
}

// ulps returns the distance in float32 ulps between got and want; NaNs
// with the same bits are 0 apart, other NaNs the largest distance from
// anything.
func ulps(got, want float32) int64 {
	gn, wn := got != got, want != want
	if gn || wn {
		if gn && wn && math.Float32bits(got) == math.Float32bits(want) {
			return 0
		}
		return math.MaxInt64
	}
	d := orderedKey(got) - orderedKey(want)
	if d < 0 {
		d = -d
	}
	return d
}

// sampleInputs returns every stride-th float32 bit pattern (both signs,
// all exponents, subnormals and NaNs included) and the special values.
func sampleInputs(stride uint64) []float32 {
	xs := []float32{
		0, float32(math.Copysign(0, -1)), 1, -1, 0.5, -0.5, 2, -2,
		float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()),
		math.MaxFloat32, -math.MaxFloat32, math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32,
		math.Float32frombits(0x00800000), math.Float32frombits(0x80800000), // smallest normals
		math.Float32frombits(0x007fffff), math.Float32frombits(0x807fffff), // largest subnormals
		// exp overflow and underflow edges, log1p/expm1 edges.
		88.72283, 88.72284, 88.7229, 89, -87.33654, -87.33655, -103.27892, -103.9721, -104, -150,
		-0.2928932, 0.41421357, -0.99999994, -1.0000001, 0.35, -0.35, 0.175, -0.175, 8.6, 9.1, 20, 21,
	}
	for b := uint64(0); b < 1<<32; b += stride {
		xs = append(xs, math.Float32frombits(uint32(b)))
	}
	return xs
}

// TestAccuracy compares every kernel with float32(math.F(float64(x))) over
// a dense sample of the float32 range: the error must stay within 1 ulp of
// that reference (itself within 1 ulp of the correctly rounded value), and
// results that differ at all must be rare, except for Exp and Tanh, which
// must instead give XLA's bits (ExpF32, TanhF32) everywhere, within 1 and
// 5 ulps (Exp 5 in the last 0.35 before it overflows), as XLA's are.
func TestAccuracy(t *testing.T) {
	stride := uint64(1021)
	if testing.Short() {
		stride = 16411
	}
	if *sampleStride > 0 {
		stride = *sampleStride
	}
	xs := sampleInputs(stride)
	got := make([]float32, len(xs))
	for _, k := range kernels {
		t.Run(k.name, func(t *testing.T) {
			k.fast(got, xs)
			var worst int64
			var worstX float32
			differ := 0
			for i, x := range xs {
				if k.exact != nil {
					if e := k.exact(x); math.Float32bits(got[i]) != math.Float32bits(e) && !(e != e && got[i] != got[i]) {
						t.Fatalf("%s(%g) = %g (%#x), the scalar function gives %g (%#x)", k.name, x, got[i], math.Float32bits(got[i]), e, math.Float32bits(e))
					}
				}
				want := float32(k.ref(float64(x)))
				d := ulps(got[i], want)
				if k.name == "Exp" && x > expf32NearOverflow && d <= 5 {
					// XLA's reduction keeps n at 127 there, and its
					// polynomial is used up to r = ln 2.
					d = min(d, 1)
				}
				if d == 0 && want == 0 && math.Signbit(float64(got[i])) != math.Signbit(float64(want)) {
					t.Errorf("%s(%g) = %g, want %g (sign of zero)", k.name, x, got[i], want)
				}
				if d > 0 {
					differ++
				}
				if d > worst {
					worst, worstX = d, x
				}
			}
			t.Logf("%s: %d inputs, max error %d ulp (at %g), %d results differ from the reference", k.name, len(xs), worst, worstX, differ)
			if worst > k.maxUlp {
				t.Errorf("%s: max error %d ulp at x=%g (%#x): got %g, want %g", k.name, worst, worstX,
					math.Float32bits(worstX), got[indexOf(xs, worstX)], float32(k.ref(float64(worstX))))
			}
			if k.exact == nil && differ*10000 > len(xs) {
				t.Errorf("%s: %d of %d results differ from the reference", k.name, differ, len(xs))
			}
		})
	}
}

func indexOf(xs []float32, x float32) int {
	for i, v := range xs {
		if math.Float32bits(v) == math.Float32bits(x) {
			return i
		}
	}
	return 0
}

// TestSpecialValues pins the results at special operands exactly.
func TestSpecialValues(t *testing.T) {
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	negZero := float32(math.Copysign(0, -1))
	cases := []struct {
		fn   func(dst, src []float32)
		name string
		x    float32
		want float32
	}{
		{Exp, "Exp", inf, inf}, {Exp, "Exp", -inf, 0}, {Exp, "Exp", 0, 1}, {Exp, "Exp", 89, inf}, {Exp, "Exp", -104, 0},
		{Expm1, "Expm1", inf, inf}, {Expm1, "Expm1", -inf, -1}, {Expm1, "Expm1", negZero, negZero},
		{Log, "Log", 0, -inf}, {Log, "Log", negZero, -inf}, {Log, "Log", inf, inf}, {Log, "Log", 1, 0}, {Log, "Log", -1, nan},
		{Log1p, "Log1p", -1, -inf}, {Log1p, "Log1p", inf, inf}, {Log1p, "Log1p", negZero, negZero}, {Log1p, "Log1p", -2, nan},
		{Tanh, "Tanh", inf, 1}, {Tanh, "Tanh", -inf, -1}, {Tanh, "Tanh", negZero, negZero}, {Tanh, "Tanh", 30, 1},
		{Logistic, "Logistic", inf, 1}, {Logistic, "Logistic", -inf, 0}, {Logistic, "Logistic", 0, 0.5},
	}
	for _, c := range cases {
		for _, x := range []float32{c.x, nan} {
			want := c.want
			if x != x {
				want = nan
			}
			out := []float32{42}
			c.fn(out, []float32{x})
			if want != want {
				if out[0] == out[0] {
					t.Errorf("%s(%g) = %g, want NaN", c.name, x, out[0])
				}
				continue
			}
			if ulps(out[0], want) != 0 || math.Signbit(float64(out[0])) != math.Signbit(float64(want)) && want == want {
				t.Errorf("%s(%g) = %g, want %g", c.name, x, out[0], want)
			}
		}
	}
}

func BenchmarkKernels(b *testing.B) {
	const n = 1 << 16
	src := make([]float32, n)
	dst := make([]float32, n)
	for i := range src {
		src[i] = float32(i%2000)/100 - 10 // [-10, 10)
	}
	pos := make([]float32, n)
	for i := range pos {
		pos[i] = float32(i%2000)/100 + 0.01 // (0, 20]
	}
	for i, k := range kernels {
		in := src
		if k.name == "Log" || k.name == "Log1p" {
			in = pos
		}
		b.Run(k.name, func(b *testing.B) {
			b.SetBytes(4 * n)
			for range b.N {
				k.fast(dst, in)
			}
		})
		for _, isa := range vectorISAs() {
			if isa == activeVec || vecPrefixISA(isa, kernel(i), make([]float32, 16), make([]float32, 16), 0) == 0 {
				continue // the first run, or no kernel
			}
			b.Run(k.name+"/"+isaName(isa), func(b *testing.B) {
				b.SetBytes(4 * n)
				for range b.N {
					applyISA(isa, kernel(i), dst, in, 0)
				}
			})
		}
		b.Run(k.name+"/portable", func(b *testing.B) {
			generic := kernel(i).generic()
			b.SetBytes(4 * n)
			for range b.N {
				generic(dst, in)
			}
		})
		b.Run(k.name+"/math", func(b *testing.B) {
			b.SetBytes(4 * n)
			for range b.N {
				for i, x := range src {
					dst[i] = float32(k.ref(float64(x)))
				}
			}
		})
	}
}

func ExampleExp() {
	out := make([]float32, 3)
	Exp(out, []float32{0, 1, -1})
	fmt.Println(out)
	// Output: [1 2.7182817 0.36787945]
}
