package interp

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// convert runs stablehlo.convert from in to kind to.
func convert(t *testing.T, in *tensor.Tensor, to tensor.Kind) *tensor.Tensor {
	t.Helper()
	n := in.Len()
	return run1(t, unaryModule("stablehlo.convert", vecType(in.Kind(), n), vecType(to, n)), RunOptions{}, in)
}

func TestConvertIntToInt(t *testing.T) {
	kinds := parseKinds(t, "i2 i4 i8 i16 i32 i64 ui2 ui4 ui8 ui16 ui32 ui64")
	for _, from := range kinds {
		in := intsTensor(t, from, edgeInts(from))
		for _, to := range kinds {
			r := convert(t, in, to)
			for i := 0; i < in.Len(); i++ {
				// The value, reduced modulo 2^width of the destination.
				v := bigOf(in.Bits(i), from.BitWidth(), from.IsSigned())
				if want := wrap(v, to.BitWidth()); r.Bits(i) != want {
					t.Errorf("%s->%s: convert(%v) = %#x, want %#x", from, to, v, r.Bits(i), want)
				}
			}
		}
	}
}

func TestConvertIntToFloat(t *testing.T) {
	big53 := int64(1)<<53 + 1
	vals := []int64{0, 1, -1, 7, -300, 65519, 65520, 1 << 24, 1<<24 + 1, big53, -big53, math.MaxInt64, math.MinInt64,
		1<<60 + 1<<36 + 1, 1<<60 + 3<<52 - 1, -(1<<60 + 3<<52 - 1), 1<<60 + 1<<52 + 1, 0x7FFF_FFFF, 257, 259}
	for _, from := range parseKinds(t, "i64 ui64 i32") {
		in := intsTensor(t, from, vals)
		for _, to := range parseKinds(t, "f64 f32 bf16 f16 f8E4M3FN f8E5M2 complex<f32>") {
			r := convert(t, in, to)
			for i := 0; i < in.Len(); i++ {
				v := bigOf(in.Bits(i), from.BitWidth(), from.IsSigned())
				// The integer rounded once to the destination.
				want := roundBig(v, to)
				if got := r.Float(i); !sameFloat(got, want) {
					t.Errorf("%s->%s: convert(%v) = %g, want %g", from, to, v, got, want)
				}
			}
		}
	}
}

// roundBig rounds an integer to float kind k (the real part kind for
// complex kinds) with one rounding.
func roundBig(v *big.Int, k tensor.Kind) float64 {
	if k.IsComplex() {
		k = k.ComplexPart()
	}
	info, _ := tensor.FloatInfoOf(k)
	bf := new(big.Float).SetMode(big.ToNearestEven).SetPrec(uint(info.Precision)).SetInt(v)
	f, _ := bf.Float64()
	return tensor.RoundFloat(k, f) // range handling; the value is already rounded to the precision
}

func TestConvertFloatToInt(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 0.9, -0.9, 1.5, -1.5, 2.99, -2.99, 7, 8, -8, -9, 127.9, 128, -128.5, -129,
		255.5, 256, 300, -300, 1e10, -1e10, 3e19, -1e19, math.Inf(1), math.Inf(-1), math.NaN()}
	for _, from := range parseKinds(t, "f64 f32") {
		in := floatsTensor(t, from, vals)
		for _, to := range parseKinds(t, "i4 i8 i16 i32 i64 ui4 ui8 ui32 ui64") {
			r := convert(t, in, to)
			w := to.BitWidth()
			var lo, hi *big.Int
			if to.IsSigned() {
				lo = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1)))
				hi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w-1)), big.NewInt(1))
			} else {
				lo = big.NewInt(0)
				hi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
			}
			for i := 0; i < in.Len(); i++ {
				x := in.Float(i)
				want := new(big.Int)
				switch {
				case math.IsNaN(x):
				case math.IsInf(x, 1):
					want.Set(hi)
				case math.IsInf(x, -1):
					want.Set(lo)
				default:
					new(big.Float).SetFloat64(math.Trunc(x)).Int(want)
					if want.Cmp(lo) < 0 {
						want.Set(lo)
					}
					if want.Cmp(hi) > 0 {
						want.Set(hi)
					}
				}
				if got, w := r.Bits(i), wrap(want, w); got != w {
					t.Errorf("%s->%s: convert(%g) = %#x, want %v", from, to, x, got, want)
				}
			}
		}
	}
}

func TestConvertFloatToFloat(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, 1 + 0x1p-8 + 0x1p-40, 1 + 0x1p-11 + 0x1p-30, 3.14159265358979, -65520,
		65504, 1e-8, 1e-45, 3e38, 4e38, math.Inf(-1), math.NaN(), 448, 464, 0.0009765625 * 1.5}
	kinds := parseKinds(t, "f64 f32 bf16 f16 tf32 f8E4M3FN f8E5M2 f8E4M3FNUZ f8E3M4 f4E2M1FN f6E3M2FN")
	for _, from := range kinds {
		in := floatsTensor(t, from, vals)
		for _, to := range kinds {
			r := convert(t, in, to)
			for i := 0; i < in.Len(); i++ {
				x := in.Float(i)
				if got, want := r.Float(i), tensor.RoundFloat(to, x); !sameFloat(got, want) {
					t.Errorf("%s->%s: convert(%g) = %g, want %g", from, to, x, got, want)
				}
			}
		}
	}
}

func TestConvertBoolAndComplex(t *testing.T) {
	bools, _ := tensor.FromSlice(tensor.NewType(tensor.Bool, 2), []bool{true, false})
	for _, to := range parseKinds(t, "i1 i4 ui64 f32 bf16 f64 complex<f64>") {
		r := convert(t, bools, to)
		if r.Float(0) != 1 || r.Float(1) != 0 {
			t.Errorf("i1->%s: got %v", to, r)
		}
	}
	floats := floatsTensor(t, tensor.F32, []float64{-2, 0, math.NaN(), math.Copysign(0, -1), 0.25})
	r := convert(t, floats, tensor.Bool)
	if want := []bool{true, false, true, false, true}; fmt.Sprint(r.Bools()) != fmt.Sprint(want) {
		t.Errorf("f32->i1: got %v, want %v", r.Bools(), want)
	}
	cs := complexes(t, tensor.Complex128, []complex128{-1.5 + 2i, 1i, 0x1p-30 + 0x1.000001p0i, 3e38 + 4e38i})
	r = convert(t, cs, tensor.Complex64)
	for i := 0; i < cs.Len(); i++ {
		z := cs.Complex(i)
		want := complex(float64(float32(real(z))), float64(float32(imag(z))))
		if got := r.Complex(i); got != want {
			t.Errorf("c128->c64: convert(%v) = %v, want %v", z, got, want)
		}
	}
	r = convert(t, cs, tensor.SI32)
	if got := []int64{r.Int(0), r.Int(1), r.Int(2), r.Int(3)}; fmt.Sprint(got) != "[-1 0 0 2147483647]" {
		t.Errorf("c128->i32: got %v", got)
	}
	r = convert(t, cs, tensor.Bool)
	if fmt.Sprint(r.Bools()) != "[true false true true]" {
		t.Errorf("c128->i1: got %v", r.Bools())
	}
	r = convert(t, cs, tensor.BF16)
	if r.Float(0) != -1.5 || r.Float(1) != 0 {
		t.Errorf("c128->bf16: got %v", r)
	}
}

// bitcastCase is a bitcast input, the result type and a check of the
// result.
type bitcastCase struct {
	in   *tensor.Tensor
	out  tensor.Type
	want func(r *tensor.Tensor) error
}

func TestBitcastConvert(t *testing.T) {
	// 64 booleans, least significant bit first, into one i64.
	const pattern = 0x0123456789ABCDEF
	bs := make([]bool, 64)
	for i := range bs {
		bs[i] = pattern>>i&1 != 0
	}
	bools, _ := tensor.FromSlice(tensor.NewType(tensor.Bool, 64), bs)
	i64 := intsTensor(t, tensor.SI64, []int64{pattern})
	i64s, _ := i64.Reshape()
	f64s, _ := tensor.FromSlice(tensor.NewType(tensor.F64), []float64{math.Float64frombits(pattern)})
	c128, _ := tensor.FromSlice(tensor.NewType(tensor.Complex128), []complex128{complex(math.Float64frombits(pattern), math.Float64frombits(0x11111111))})
	i4 := intsTensor(t, tensor.SI4, []int64{1, -2, 7, -8, 0, 3, -1, 5})
	i4r, _ := i4.Reshape(4, 2)
	cases := []bitcastCase{
		bitcastCase{bools, tensor.NewType(tensor.SI64), func(r *tensor.Tensor) error {
			if r.Bits(0) != pattern {
				return fmt.Errorf("got %#x", r.Bits(0))
			}
			return nil
		}},
		bitcastCase{f64s, tensor.NewType(tensor.Bool, 64), func(r *tensor.Tensor) error {
			for i, b := range bs {
				if r.Bools()[i] != b {
					return fmt.Errorf("bit %d: got %v", i, r.Bools()[i])
				}
			}
			return nil
		}},
		bitcastCase{i64s, tensor.NewType(tensor.F16, 4), func(r *tensor.Tensor) error {
			for i, w := range []uint64{0xCDEF, 0x89AB, 0x4567, 0x0123} {
				if r.Bits(i) != w {
					return fmt.Errorf("element %d: got %#x, want %#x", i, r.Bits(i), w)
				}
			}
			return nil
		}},
		bitcastCase{c128, tensor.NewType(tensor.Complex64, 2), func(r *tensor.Tensor) error {
			want := [][2]uint64{{0x89ABCDEF, 0x01234567}, {0x11111111, 0}}
			for i, w := range want {
				re, im := r.ComplexBits(i)
				if re != w[0] || im != w[1] {
					return fmt.Errorf("element %d: got (%#x, %#x)", i, re, im)
				}
			}
			return nil
		}},
		bitcastCase{i4r, tensor.NewType(tensor.UI8, 4), func(r *tensor.Tensor) error {
			for i, w := range []uint64{0xE1, 0x87, 0x30, 0x5F} {
				if r.Bits(i) != w {
					return fmt.Errorf("element %d: got %#x, want %#x", i, r.Bits(i), w)
				}
			}
			return nil
		}},
	}
	for i, c := range cases {
		out, err := tensor.New(c.out)
		if err != nil {
			t.Fatal(err)
		}
		if err := bitcastTensor(c.in, out); err != nil {
			t.Errorf("case %d: %v", i, err)
			continue
		}
		if err := c.want(out); err != nil {
			t.Errorf("case %d (%s -> %s): %v", i, c.in.Type(), c.out, err)
		}
	}
	// Through the compiled kernel, both directions.
	r := run1(t, unaryModule("stablehlo.bitcast_convert", "tensor<64xi1>", "tensor<i64>"), RunOptions{}, bools)
	if r.Bits(0) != pattern {
		t.Errorf("i1->i64 kernel: got %#x", r.Bits(0))
	}
	r = run1(t, unaryModule("stablehlo.bitcast_convert", "tensor<4x2xi4>", "tensor<4xui8>"), RunOptions{}, i4r)
	back := run1(t, unaryModule("stablehlo.bitcast_convert", "tensor<4xui8>", "tensor<4x2xi4>"), RunOptions{}, r)
	for i := 0; i < 8; i++ {
		if back.Int(i) != i4.Int(i) {
			t.Errorf("i4 round trip element %d: got %d, want %d", i, back.Int(i), i4.Int(i))
		}
	}
}

func TestReducePrecision(t *testing.T) {
	// e5m10 on f32 is rounding to f16 without subnormals.
	src := `func.func @main(%a: tensor<@Nx@K>) -> tensor<@Nx@K> {
  %r = stablehlo.reduce_precision %a, format = e5m10 : tensor<@Nx@K>
  func.return %r : tensor<@Nx@K>
}`
	vals := []float64{0, 1, 1 + 0x1p-11, 1 + 0x1p-11 + 0x1p-20, 1 + 3*0x1p-11, 65504, 65519, 65520, 1e6, -1e6, 0x1p-14,
		0x1p-15, -0x1p-20, 3.14159, -2.71828, math.Inf(1), math.NaN(), 1e-30, 0.1}
	for _, k := range parseKinds(t, "f32 f64 bf16") {
		in := floatsTensor(t, k, vals)
		text := strings.NewReplacer("@N", fmt.Sprint(len(vals)), "@K", k.String()).Replace(src)
		r := run1(t, text, RunOptions{}, in)
		for i := 0; i < in.Len(); i++ {
			x := in.Float(i)
			want := tensor.RoundFloat(tensor.F16, x)
			if math.Abs(want) < 0x1p-14 {
				want = math.Copysign(0, x)
			}
			if k == tensor.BF16 {
				want = tensor.RoundFloat(k, want)
			}
			if got := r.Float(i); !sameFloat(got, want) {
				t.Errorf("%s reduce_precision(%g) = %g, want %g", k, x, got, want)
			}
		}
	}
	// With no mantissa bits NaN turns into infinity of its sign.
	if b := reducePrecisionBits(0xFFF8000000000001, 11, 52, 5, 0); b != 0xFFF0000000000000 {
		t.Errorf("NaN with e5m0: got %#x", b)
	}
}
