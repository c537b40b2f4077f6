package interp

import (
	"math"
	"math/big"
	"math/bits"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Integer operations are checked against arbitrary-precision arithmetic on
// the mathematical values, reduced modulo 2^width.

// edgeInts returns interesting values of an integer kind.
func edgeInts(k tensor.Kind) []int64 {
	w := k.BitWidth()
	if k.IsUnsigned() {
		m := mask(w)
		vals := []int64{0, 1, 2, 3, int64(m), int64(m - 1), int64(m / 2), int64(m/2 + 1)}
		if w > 4 {
			vals = append(vals, 5, 7, int64(m/3))
		}
		return vals
	}
	lo, hi := -int64(1)<<(w-1), int64(uint64(1)<<(w-1)-1)
	vals := []int64{lo, lo + 1, -3, -2, -1, 0, 1, 2, 3, hi - 1, hi}
	if w > 2 {
		vals = append(vals, hi/2, lo/2+1)
	}
	return vals
}

// bigOf returns the mathematical value of the w-bit pattern b.
func bigOf(b uint64, w int, signed bool) *big.Int {
	if signed {
		return big.NewInt(signExtend64(b, w))
	}
	return new(big.Int).SetUint64(b)
}

// wrap reduces v modulo 2^w.
func wrap(v *big.Int, w int) uint64 {
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := new(big.Int).Mod(v, m)
	return r.Uint64()
}

// intBinaryRef computes the expected w-bit result of op.
func intBinaryRef(op string, a, b uint64, w int, signed bool) uint64 {
	x, y := bigOf(a, w, signed), bigOf(b, w, signed)
	ux, uy := bigOf(a, w, false), bigOf(b, w, false)
	r := new(big.Int)
	switch op {
	case "add":
		r.Add(x, y)
	case "subtract":
		r.Sub(x, y)
	case "multiply":
		r.Mul(x, y)
	case "divide":
		if y.Sign() == 0 {
			r.SetInt64(-1)
		} else {
			r.Quo(x, y)
		}
	case "remainder":
		if y.Sign() == 0 {
			r.Set(x)
		} else {
			r.Rem(x, y)
		}
	case "power":
		switch {
		case y.Sign() < 0 && x.CmpAbs(big.NewInt(1)) == 0:
			if x.Sign() < 0 && y.Bit(0) == 1 {
				r.SetInt64(-1)
			} else {
				r.SetInt64(1)
			}
		case y.Sign() < 0:
			r.SetInt64(0)
		default:
			r.Exp(x, y, new(big.Int).Lsh(big.NewInt(1), 64))
		}
	case "maximum":
		if x.Cmp(y) >= 0 {
			r.Set(x)
		} else {
			r.Set(y)
		}
	case "minimum":
		if x.Cmp(y) <= 0 {
			r.Set(x)
		} else {
			r.Set(y)
		}
	case "and":
		r.And(ux, uy)
	case "or":
		r.Or(ux, uy)
	case "xor":
		r.Xor(ux, uy)
	case "shift_left":
		if uy.Cmp(big.NewInt(int64(w))) >= 0 {
			r.SetInt64(0)
		} else {
			r.Lsh(x, uint(uy.Uint64()))
		}
	case "shift_right_arithmetic":
		sx := bigOf(a, w, true)
		if uy.Cmp(big.NewInt(int64(w))) >= 0 {
			uy = big.NewInt(int64(w - 1))
		}
		r.Rsh(sx, uint(uy.Uint64())) // big.Int.Rsh floors, like an arithmetic shift
	case "shift_right_logical":
		if uy.Cmp(big.NewInt(int64(w))) >= 0 {
			r.SetInt64(0)
		} else {
			r.Rsh(ux, uint(uy.Uint64()))
		}
	default:
		panic(op)
	}
	return wrap(r, w)
}

func TestElementwiseIntegerBinary(t *testing.T) {
	kinds := parseKinds(t, "i2 i4 i8 i16 i32 i64 ui2 ui4 ui8 ui16 ui32 ui64")
	ops := []string{"add", "subtract", "multiply", "divide", "remainder", "power", "maximum", "minimum",
		"and", "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical"}
	for _, op := range ops {
		t.Run(op, func(t *testing.T) {
			for _, k := range kinds {
				edge := edgeInts(k)
				if op == "power" || op[0] == 's' && op != "subtract" {
					edge = append(edge, 4, 5, 6, 7, 8, 9, 15, 16, 31, 32, 33, 63, 64, 65)
				}
				var as, bs []int64
				for _, a := range edge {
					for _, b := range edge {
						as, bs = append(as, a), append(bs, b)
					}
				}
				a, b := intsTensor(t, k, as), intsTensor(t, k, bs)
				ty := vecType(k, len(as))
				r := run1(t, binaryModule("stablehlo."+op, ty), RunOptions{}, a, b)
				w := k.BitWidth()
				for i := range as {
					want := intBinaryRef(op, a.Bits(i), b.Bits(i), w, k.IsSigned())
					if got := r.Bits(i); got != want {
						t.Errorf("%s %s(%d, %d) = %#x, want %#x", k, op, a.Int(i), b.Int(i), got, want)
					}
				}
			}
		})
	}
}

// intUnaryRef computes the expected w-bit result of a unary op.
func intUnaryRef(op string, a uint64, w int, signed bool) uint64 {
	x := bigOf(a, w, signed)
	r := new(big.Int)
	switch op {
	case "negate":
		r.Neg(x)
	case "not":
		r.Not(x)
	case "abs":
		r.Abs(x)
	case "sign":
		r.SetInt64(int64(x.Sign()))
	case "popcnt":
		r.SetInt64(int64(bits.OnesCount64(a)))
	case "count_leading_zeros":
		r.SetInt64(int64(w - bigOf(a, w, false).BitLen()))
	default:
		panic(op)
	}
	return wrap(r, w)
}

func TestElementwiseIntegerUnary(t *testing.T) {
	for _, op := range []string{"negate", "not", "abs", "sign", "popcnt", "count_leading_zeros"} {
		t.Run(op, func(t *testing.T) {
			for _, k := range parseKinds(t, "i2 i4 i8 i16 i32 i64 ui2 ui4 ui8 ui16 ui32 ui64") {
				if (op == "abs" || op == "sign") && k.IsUnsigned() {
					continue
				}
				edge := edgeInts(k)
				a := intsTensor(t, k, edge)
				ty := vecType(k, len(edge))
				r := run1(t, unaryModule("stablehlo."+op, ty, ty), RunOptions{}, a)
				for i := range edge {
					want := intUnaryRef(op, a.Bits(i), k.BitWidth(), k.IsSigned())
					if got := r.Bits(i); got != want {
						t.Errorf("%s %s(%d) = %#x, want %#x", k, op, a.Int(i), got, want)
					}
				}
			}
		})
	}
}

func TestElementwiseUnsupportedTypes(t *testing.T) {
	// Element types an operation has no semantics for must fail to compile
	// with a clear error rather than produce values.
	for _, src := range []string{
		binaryModule("stablehlo.remainder", "tensor<2xcomplex<f32>>"),
		unaryModule("stablehlo.ceil", "tensor<2xcomplex<f32>>", "tensor<2xcomplex<f32>>"),
	} {
		err := compileError(t, src)
		if err == nil {
			t.Errorf("compiled without error:\n%s", src)
		} else if !strings.Contains(err.Error(), "not supported") && !strings.Contains(err.Error(), "verify") {
			t.Errorf("unexpected error %v", err)
		}
	}
}

func TestElementwiseBoolOps(t *testing.T) {
	as := []bool{false, false, true, true}
	bs := []bool{false, true, false, true}
	want := map[string][]bool{
		"and":      {false, false, false, true},
		"or":       {false, true, true, true},
		"xor":      {false, true, true, false},
		"maximum":  {false, true, true, true},
		"minimum":  {false, false, false, true},
		"add":      {false, true, true, true},
		"multiply": {false, false, false, true},
	}
	mk := func(v []bool) *tensor.Tensor {
		r, err := tensor.FromSlice(tensor.NewType(tensor.Bool, 4), append([]bool(nil), v...))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for op, w := range want {
		r := run1(t, binaryModule("stablehlo."+op, "tensor<4xi1>"), RunOptions{}, mk(as), mk(bs))
		for i := range w {
			if r.Bools()[i] != w[i] {
				t.Errorf("%s(%v, %v) = %v, want %v", op, as[i], bs[i], r.Bools()[i], w[i])
			}
		}
	}
	r := run1(t, unaryModule("stablehlo.not", "tensor<4xi1>", "tensor<4xi1>"), RunOptions{}, mk(as))
	for i := range as {
		if r.Bools()[i] == as[i] {
			t.Errorf("not(%v) = %v", as[i], r.Bools()[i])
		}
	}
}

func TestElementwiseFloatBinary(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 1.5, -2.25, 3, 0.1, 1e-3, 7.75, 100, inf, -inf, nan, 65504, 1e-6}
	ops := map[string]func(x, y float64) float64{
		"add":       func(x, y float64) float64 { return x + y },
		"subtract":  func(x, y float64) float64 { return x - y },
		"multiply":  func(x, y float64) float64 { return x * y },
		"divide":    func(x, y float64) float64 { return x / y },
		"remainder": math.Mod,
		"power":     math.Pow,
		"atan2":     math.Atan2,
		"maximum": func(x, y float64) float64 {
			switch {
			case x != x || y != y:
				return nan
			case x == 0 && y == 0:
				if math.Signbit(x) && math.Signbit(y) {
					return x
				}
				return 0
			}
			return math.Max(x, y)
		},
		"minimum": func(x, y float64) float64 {
			switch {
			case x != x || y != y:
				return nan
			case x == 0 && y == 0:
				if math.Signbit(x) || math.Signbit(y) {
					return math.Copysign(0, -1)
				}
				return 0
			}
			return math.Min(x, y)
		},
	}
	for op, ref := range ops {
		for _, k := range parseKinds(t, "f64 f32 bf16 f16 f8E5M2 f8E4M3FN") {
			var as, bs []float64
			for _, a := range vals {
				for _, b := range vals {
					as, bs = append(as, a), append(bs, b)
				}
			}
			a, b := floatsTensor(t, k, as), floatsTensor(t, k, bs)
			r := run1(t, binaryModule("stablehlo."+op, vecType(k, len(as))), RunOptions{}, a, b)
			for i := range as {
				x, y := a.Float(i), b.Float(i)
				// The exact result rounded once to the kind; in float64
				// the basic operations of narrower kinds are exact or
				// rounded innocuously.
				want := tensor.RoundFloat(k, ref(x, y))
				if k == tensor.F32 {
					want = float64(float32(ref(x, y)))
				}
				if got := r.Float(i); !sameFloat(got, want) {
					t.Errorf("%s %s(%g, %g) = %g, want %g", k, op, x, y, got, want)
				}
			}
		}
	}
}

func TestElementwiseComplexBinary(t *testing.T) {
	as := []complex128{1.5 + 2.5i, 7.5 + 5.5i, 1.5 + 7.5i, 0 + 1.5i, -1 + 0i}
	bs := []complex128{2.5 + 1.5i, 5.5 + 7.5i, 1.5 + 2.5i, 0 + 2.5i, 2 + 0i}
	want := map[string][]complex128{
		"maximum":  {2.5 + 1.5i, 7.5 + 5.5i, 1.5 + 7.5i, 0 + 2.5i, 2},
		"minimum":  {1.5 + 2.5i, 5.5 + 7.5i, 1.5 + 2.5i, 0 + 1.5i, -1},
		"divide":   {as[0] / bs[0], as[1] / bs[1], as[2] / bs[2], as[3] / bs[3], -0.5},
		"subtract": {-1 + 1i, 2 - 2i, 5i, -1i, -3},
	}
	for _, k := range []tensor.Kind{tensor.Complex64, tensor.Complex128} {
		mk := func(v []complex128) *tensor.Tensor {
			r, err := tensor.FromBits(tensor.NewType(k, int64(len(v))), func(j int) uint64 {
				p := real(v[j/2])
				if j%2 == 1 {
					p = imag(v[j/2])
				}
				if k == tensor.Complex64 {
					return uint64(math.Float32bits(float32(p)))
				}
				return math.Float64bits(p)
			})
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		for op, w := range want {
			r := run1(t, binaryModule("stablehlo."+op, vecType(k, len(as))), RunOptions{}, mk(as), mk(bs))
			for i := range w {
				if d := r.Complex(i) - w[i]; math.Abs(real(d)) > 1e-6 || math.Abs(imag(d)) > 1e-6 {
					t.Errorf("%s %s(%v, %v) = %v, want %v", k, op, as[i], bs[i], r.Complex(i), w[i])
				}
			}
		}
	}
}

func TestElementwiseComplexOp(t *testing.T) {
	src := `func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xcomplex<f32>> {
  %r = stablehlo.complex %a, %b : tensor<2xcomplex<f32>>
  func.return %r : tensor<2xcomplex<f32>>
}`
	r := run1(t, src, RunOptions{}, floatsTensor(t, tensor.F32, []float64{1, -3}), floatsTensor(t, tensor.F32, []float64{2, 4}))
	if r.Complex(0) != 1+2i || r.Complex(1) != -3+4i {
		t.Errorf("complex = %v, %v", r.Complex(0), r.Complex(1))
	}
}

func BenchmarkAddF32_1M(b *testing.B)     { benchBinary(b, "stablehlo.add") }
func BenchmarkMaximumF32_1M(b *testing.B) { benchBinary(b, "stablehlo.maximum") }
func BenchmarkDivideF32_1M(b *testing.B)  { benchBinary(b, "stablehlo.divide") }

func benchBinary(b *testing.B, op string) {
	const n = 1 << 20
	p := mustLoad(b, binaryModule(op, vecType(tensor.F32, n)))
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i)*0.001, float32(n-i)*0.002+1
	}
	ta, _ := tensor.FromSlice(tensor.NewType(tensor.F32, n), x)
	tb, _ := tensor.FromSlice(tensor.NewType(tensor.F32, n), y)
	b.SetBytes(n * 4)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Run("main", []Value{ta, tb}, RunOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
