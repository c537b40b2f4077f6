package interp

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/internal/fold"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// reduceModule is @main reducing one input along dims with a body applying
// op; with slow set the body also computes an unused value, which keeps the
// result but defeats the typed fast path.
func reduceModule(k tensor.Kind, in, out []int64, dims []int64, op string, slow bool) string {
	st := fmt.Sprintf("tensor<%s>", k)
	extra := ""
	if slow {
		extra = fmt.Sprintf("\n    %%9 = \"%s\"(%%x, %%x) : (%s, %s) -> %s", op, st, st, st)
	}
	it, ot := typeText(k, in), typeText(k, out)
	return fmt.Sprintf(`func.func @main(%%a: %[1]s, %%i: %[3]s) -> %[2]s {
  %%r = "stablehlo.reduce"(%%a, %%i) ({
  ^bb0(%%x: %[3]s, %%y: %[3]s):%[6]s
    %%0 = "%[4]s"(%%x, %%y) : (%[3]s, %[3]s) -> %[3]s
    stablehlo.return %%0 : %[3]s
  }) {dimensions = %[5]s} : (%[1]s, %[3]s) -> %[2]s
  func.return %%r : %[2]s
}`, it, ot, st, op, i64Array(dims), extra)
}

// refFold combines two scalars as the named operation does.
func refFold(op string, k tensor.Kind, a, b complex128) complex128 {
	switch {
	case k.IsBool():
		x, y := real(a) != 0, real(b) != 0
		r := x || y
		if op == "stablehlo.multiply" || op == "stablehlo.minimum" || op == "stablehlo.and" {
			r = x && y
		}
		if r {
			return 1
		}
		return 0
	case k.IsInteger():
		x, y := int64(real(a)), int64(real(b))
		var r int64
		switch op {
		case "stablehlo.add":
			r = x + y
		case "stablehlo.multiply":
			r = x * y
		case "stablehlo.maximum":
			r = max(x, y)
		case "stablehlo.minimum":
			r = min(x, y)
		case "stablehlo.and":
			r = x & y
		case "stablehlo.or":
			r = x | y
		}
		return complex(float64(tensor.WrapInt(k, r)), 0)
	case k.IsComplex():
		switch op {
		case "stablehlo.add":
			return a + b
		case "stablehlo.multiply":
			return a * b
		}
	}
	x, y := real(a), real(b)
	var r float64
	switch op {
	case "stablehlo.add":
		r = x + y
	case "stablehlo.multiply":
		r = x * y
	case "stablehlo.maximum":
		r = math.Max(x, y)
	case "stablehlo.minimum":
		r = math.Min(x, y)
	}
	return complex(tensor.RoundFloat(k, r), 0)
}

func TestReduceAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	type opKinds struct {
		op    string
		kinds []tensor.Kind
	}
	cases := []opKinds{
		{"stablehlo.add", []tensor.Kind{tensor.SI8, tensor.SI64, tensor.UI4, tensor.F32, tensor.F64, tensor.BF16, tensor.Complex64, tensor.Bool}},
		{"stablehlo.multiply", []tensor.Kind{tensor.SI32, tensor.UI8, tensor.F16, tensor.Complex128}},
		{"stablehlo.maximum", []tensor.Kind{tensor.SI16, tensor.UI32, tensor.F32, tensor.F8E4M3FN}},
		{"stablehlo.minimum", []tensor.Kind{tensor.SI2, tensor.F64}},
		{"stablehlo.and", []tensor.Kind{tensor.UI16, tensor.Bool}},
		{"stablehlo.or", []tensor.Kind{tensor.SI32, tensor.Bool}},
	}
	for _, c := range cases {
		for _, k := range c.kinds {
			for trial := 0; trial < 4; trial++ {
				rank := rng.Intn(4)
				shape := make([]int64, rank)
				for i := range shape {
					shape[i] = int64(rng.Intn(4))
					if trial < 3 {
						shape[i]++
					}
				}
				var dims, kept []int64
				for d := 0; d < rank; d++ {
					if rng.Intn(2) == 0 {
						dims = append(dims, int64(d))
					} else {
						kept = append(kept, int64(d))
					}
				}
				var outShape []int64
				for _, d := range kept {
					outShape = append(outShape, shape[d])
				}
				in := randomValues(t, rng, tensor.Type{Kind: k, Shape: shape})
				init := randomValues(t, rng, tensor.Type{Kind: k, Shape: []int64{}})
				// Reference: fold in row-major order of the input.
				want, _ := tensor.New(tensor.Type{Kind: k, Shape: outShape})
				acc := make([]complex128, want.Len())
				for i := range acc {
					acc[i] = init.Complex(0)
					if k.IsInteger() {
						acc[i] = complex(float64(init.Int(0)), 0)
					}
				}
				st := tensor.Strides(outShape)
				idx := make([]int64, rank)
				for e := 0; e < in.Len(); e++ {
					o := int64(0)
					for j, d := range kept {
						o += idx[d] * st[j]
					}
					x := in.Complex(e)
					if k.IsInteger() {
						x = complex(float64(in.Int(e)), 0)
					}
					acc[o] = refFold(c.op, k, acc[o], x)
					nextIndex(idx, shape)
				}
				for i, v := range acc {
					if k.IsInteger() {
						want.SetBits(i, uint64(int64(real(v))))
					} else {
						setComplex(want, i, v)
					}
				}
				for _, slow := range []bool{false, true} {
					src := reduceModule(k, shape, outShape, dims, c.op, slow)
					res := mustRun(t, src, in, init)
					assertEqual(t, fmt.Sprintf("%s %s %v dims %v slow=%v", c.op, k, shape, dims, slow), res[0], want)
				}
			}
		}
	}
}

func TestReduceFastPathDetection(t *testing.T) {
	body := func(name string, in []int, extra bool, res int) *Region {
		r := &Region{args: []int{0, 1}, ops: []*op{{name: name, in: in, out: []int{2}}}, results: []int{res}}
		if extra {
			r.ops = append(r.ops, &op{name: name, in: []int{0, 0}, out: []int{3}})
		}
		return r
	}
	for _, c := range []struct {
		r    *Region
		k    tensor.Kind
		want fold.Op
	}{
		{body("stablehlo.add", []int{0, 1}, false, 2), tensor.F32, fold.Add},
		{body("stablehlo.multiply", []int{1, 0}, false, 2), tensor.SI8, fold.Mul},
		{body("stablehlo.add", []int{1, 0}, false, 2), tensor.F32, fold.None},
		{body("stablehlo.maximum", []int{0, 1}, false, 2), tensor.BF16, fold.Max},
		{body("stablehlo.minimum", []int{0, 1}, false, 2), tensor.Complex64, fold.Min},
		{body("stablehlo.and", []int{0, 1}, false, 2), tensor.Bool, fold.And},
		{body("stablehlo.or", []int{0, 1}, false, 2), tensor.UI4, fold.Or},
		{body("stablehlo.or", []int{0, 1}, false, 2), tensor.F32, fold.None},
		{body("stablehlo.add", []int{0, 0}, false, 2), tensor.F32, fold.None},
		{body("stablehlo.add", []int{0, 1}, true, 2), tensor.F32, fold.None},
		{body("stablehlo.add", []int{0, 1}, false, 0), tensor.F32, fold.None},
		{body("stablehlo.subtract", []int{0, 1}, false, 2), tensor.F32, fold.None},
	} {
		if got := detectCombiner(c.r, c.k, nil); got != c.want {
			t.Errorf("%s%v on %s: fold.Op %d, want %d", c.r.ops[0].name, c.r.ops[0].in, c.k, got, c.want)
		}
	}
	q := &tensor.Quant{}
	if got := detectCombiner(body("stablehlo.add", []int{0, 1}, false, 2), tensor.SI8, q); got != fold.None {
		t.Errorf("quantized body detected as %d", got)
	}
}

func TestReduceVariadicArgmax(t *testing.T) {
	// Reduces (value, index) pairs to the maximum and its first index.
	src := `func.func @main(%v: tensor<2x5xf32>, %i: tensor<2x5xi32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce"(%v, %i, %ninf, %zero) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %bv, %av : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %nv = "stablehlo.select"(%gt, %bv, %av) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %ni = "stablehlo.select"(%gt, %bi, %ai) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %nv, %ni : tensor<f32>, tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  func.return %r#0, %r#1 : tensor<2xf32>, tensor<2xi32>
}`
	v := tensorOf(t, tensor.NewType(tensor.F32, 2, 5), []float64{1, 7, 3, 7, 2, -5, -4, -9, -1, -2})
	i := tensorOf(t, tensor.NewType(tensor.SI32, 2, 5), []float64{0, 1, 2, 3, 4, 0, 1, 2, 3, 4})
	res := mustRun(t, src, v, i)
	assertEqual(t, "argmax values", res[0], tensorOf(t, tensor.NewType(tensor.F32, 2), []float64{7, -1}))
	assertEqual(t, "argmax indices", res[1], tensorOf(t, tensor.NewType(tensor.SI32, 2), []float64{1, 3}))
}

// i64Array spells an array<i64> attribute.
func i64Array(v []int64) string {
	if len(v) == 0 {
		return "array<i64>"
	}
	return "array<i64: " + strings.Trim(intsText(v), "[]") + ">"
}

func TestReducePromotion(t *testing.T) {
	// The body works on i32 while the input is i8: elements are promoted
	// before they are summed, so the sum does not wrap at 8 bits.
	src := `func.func @main(%a: tensor<4xi8>, %i: tensor<i8>) -> tensor<i32> {
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %0 = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %0 : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<4xi8>, tensor<i8>) -> tensor<i32>
  func.return %r : tensor<i32>
}`
	a := tensorOf(t, tensor.NewType(tensor.SI8, 4), []float64{100, 100, 100, -7})
	i := tensorOf(t, tensor.NewType(tensor.SI8), []float64{1})
	assertEqual(t, "promoted reduce", mustRun(t, src, a, i)[0], tensorOf(t, tensor.NewType(tensor.SI32), []float64{294}))
}
