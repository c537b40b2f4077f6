package interp

import (
	"math"
	"math/cmplx"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/internal/vmath"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// floatUnaryRefs are the reference functions of the float unary ops.
var floatUnaryRefs = map[string]func(float64) float64{
	"abs":                   math.Abs,
	"cbrt":                  math.Cbrt,
	"ceil":                  math.Ceil,
	"floor":                 math.Floor,
	"cosine":                math.Cos,
	"sine":                  math.Sin,
	"tan":                   math.Tan,
	"tanh":                  math.Tanh,
	"exponential":           math.Exp,
	"exponential_minus_one": math.Expm1,
	"log":                   math.Log,
	"log_plus_one":          math.Log1p,
	"logistic":              func(x float64) float64 { return 1 / (1 + math.Exp(-x)) },
	"rsqrt":                 func(x float64) float64 { return 1 / math.Sqrt(x) },
	"sqrt":                  math.Sqrt,
	"negate":                func(x float64) float64 { return -x },
	"round_nearest_afz":     math.Round,
	"round_nearest_even":    math.RoundToEven,
	"sign": func(x float64) float64 {
		if x != x || x == 0 {
			return x
		}
		return math.Copysign(1, x)
	},
	"real": func(x float64) float64 { return x },
	"imag": func(x float64) float64 { return 0 },
}

func TestElementwiseFloatUnary(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 0.1, 3.14159, -7.25, 100, 1e-3,
		inf, -inf, nan, 8, 27, 1e-40, 12.5, -0.999}
	for op, ref := range floatUnaryRefs {
		for _, k := range parseKinds(t, "f64 f32 bf16 f16 tf32 f8E4M3FN f8E5M2 f8E4M3FNUZ") {
			a := floatsTensor(t, k, vals)
			ty := vecType(k, len(vals))
			r := run1(t, unaryModule("stablehlo."+op, ty, ty), RunOptions{}, a)
			for i := range vals {
				x := a.Float(i)
				want := tensor.RoundFloat(k, ref(x))
				if k == tensor.F32 {
					want = float64(float32(ref(x)))
					// XLA's float32 exponential and tanh, not the
					// correctly rounded ones.
					switch op {
					case "exponential":
						want = float64(vmath.ExpF32(float32(x)))
					case "tanh":
						want = float64(vmath.TanhF32(float32(x)))
					}
				}
				if got := r.Float(i); !sameFloat(got, want) {
					t.Errorf("%s %s(%g) = %g, want %g", k, op, x, got, want)
				}
			}
		}
	}
}

func TestElementwiseComplexUnary(t *testing.T) {
	vals := []complex128{1 + 2i, 2 + 1i, 0, 3 + 4i, -1.5 + 0.25i, 1e-5 - 2e-5i}
	refs := map[string]func(complex128) complex128{
		"cosine":                cmplx.Cos,
		"sine":                  cmplx.Sin,
		"tan":                   cmplx.Tan,
		"tanh":                  cmplx.Tanh,
		"exponential":           cmplx.Exp,
		"exponential_minus_one": func(z complex128) complex128 { return cmplx.Exp(z) - 1 },
		"log_plus_one":          func(z complex128) complex128 { return cmplx.Log(1 + z) },
		"logistic":              func(z complex128) complex128 { return 1 / (1 + cmplx.Exp(-z)) },
		"sqrt":                  cmplx.Sqrt,
		"rsqrt":                 func(z complex128) complex128 { return 1 / cmplx.Sqrt(z) },
		"cbrt":                  func(z complex128) complex128 { return cmplx.Pow(z, 1.0/3) },
		"negate":                func(z complex128) complex128 { return -z },
		"sign": func(z complex128) complex128 {
			if z == 0 {
				return 0
			}
			return z / complex(cmplx.Abs(z), 0)
		},
	}
	for op, ref := range refs {
		for _, k := range []tensor.Kind{tensor.Complex64, tensor.Complex128} {
			in := complexes(t, k, vals)
			ty := vecType(k, len(vals))
			r := run1(t, unaryModule("stablehlo."+op, ty, ty), RunOptions{}, in)
			tol := 1e-12
			if k == tensor.Complex64 {
				tol = 1e-5
			}
			for i, z := range vals {
				want := ref(in.Complex(i))
				got := r.Complex(i)
				if cmplx.IsInf(want) || cmplx.Abs(got-want) > tol*max(1, cmplx.Abs(want)) {
					if !(z == 0 && op == "rsqrt" || z == 0 && op == "log") {
						t.Errorf("%s %s(%v) = %v, want %v", k, op, z, got, want)
					}
				}
			}
		}
	}
	// Functions changing the element type.
	for op, part := range map[string]func(complex128) float64{"abs": cmplx.Abs, "real": cmplxReal, "imag": cmplxImag} {
		in := complexes(t, tensor.Complex128, vals)
		r := run1(t, unaryModule("stablehlo."+op, vecType(tensor.Complex128, len(vals)), vecType(tensor.F64, len(vals))), RunOptions{}, in)
		for i, z := range vals {
			if got, want := r.Float(i), part(z); got != want {
				t.Errorf("%s(%v) = %g, want %g", op, z, got, want)
			}
		}
	}
	// sign of a complex NaN is NaN in both parts.
	in := complexes(t, tensor.Complex128, []complex128{complex(math.NaN(), 0), complex(0, math.NaN())})
	r := run1(t, unaryModule("stablehlo.sign", "tensor<2xcomplex<f64>>", "tensor<2xcomplex<f64>>"), RunOptions{}, in)
	for i := 0; i < 2; i++ {
		if z := r.Complex(i); !math.IsNaN(real(z)) || !math.IsNaN(imag(z)) {
			t.Errorf("sign(%v) = %v, want (NaN, NaN)", in.Complex(i), z)
		}
	}
}

// complexes builds a 1-D complex tensor.
func complexes(t testing.TB, k tensor.Kind, vals []complex128) *tensor.Tensor {
	t.Helper()
	r, err := tensor.New(tensor.NewType(k, int64(len(vals))))
	if err != nil {
		t.Fatal(err)
	}
	for i, z := range vals {
		if k == tensor.Complex64 {
			r.Complex64s()[i] = complex64(z)
		} else {
			r.Complex128s()[i] = z
		}
	}
	return r
}

func TestElementwiseIsFinite(t *testing.T) {
	vals := []float64{0, 1, math.Inf(1), math.Inf(-1), math.NaN(), -3.5}
	for _, k := range parseKinds(t, "f64 f32 bf16 f16 f8E4M3FN") {
		a := floatsTensor(t, k, vals)
		r := run1(t, unaryModule("stablehlo.is_finite", vecType(k, len(vals)), vecType(tensor.Bool, len(vals))), RunOptions{}, a)
		for i := range vals {
			x := a.Float(i)
			if want := !math.IsInf(x, 0) && !math.IsNaN(x); r.Bools()[i] != want {
				t.Errorf("%s is_finite(%g) = %v", k, x, r.Bools()[i])
			}
		}
	}
}

func TestToOdd32(t *testing.T) {
	// Rounding to odd then to nearest even must equal rounding directly.
	vals := []float64{1 + 0x1p-9 + 0x1p-40, 1 + 0x1p-8, 1 + 0x1p-8 + 0x1p-30, 1 - 0x1p-30, 3.0000001, 1e-40, -2.5e-39,
		math.MaxFloat32 * 1.5, -math.MaxFloat32 * 1.0000001, 65519.999, 65520, 1.0009765625 + 0x1p-35}
	for _, k := range parseKinds(t, "bf16 f16 tf32 f8E5M2 f8E4M3FN") {
		for _, v := range vals {
			got := float64(tensor.RoundFloat32(k, toOdd32(v)))
			if want := tensor.RoundFloat(k, v); !sameFloat(got, want) {
				t.Errorf("%s: round(toOdd32(%g)) = %g, want %g", k, v, got, want)
			}
		}
	}
}

func BenchmarkExponentialF32_1M(b *testing.B) { benchUnary(b, "stablehlo.exponential") }
func BenchmarkSineF32_1M(b *testing.B)        { benchUnary(b, "stablehlo.sine") }

func benchUnary(b *testing.B, op string) {
	const n = 1 << 20
	ty := vecType(tensor.F32, n)
	p := mustLoad(b, unaryModule(op, ty, ty))
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i)*1e-5 - 3
	}
	ta, _ := tensor.FromSlice(tensor.NewType(tensor.F32, n), x)
	b.SetBytes(n * 4)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Run("main", []Value{ta}, RunOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
