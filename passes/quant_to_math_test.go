package passes

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

const quantToMathPipeline = "builtin.module(func.func(stablehlo-legalize-quant-to-math))"

// TestQuantToMathAgreesWithInterpreter interprets random quantized
// programs before and after stablehlo-legalize-quant-to-math and requires
// the same stored integers, and no quantize, dequantize or quantized
// arithmetic left after the pass.
func TestQuantToMathAgreesWithInterpreter(t *testing.T) {
	ctx := newContext(t)
	rng := rand.New(rand.NewSource(5))
	type quantCase struct {
		name   string
		shapes [][]int64 // operand shapes; operands are stored i8 values
		types  []string  // operand element types
		result string    // result type
		op     string    // the op, with %a, %b, %c for the operands
	}
	qa, qb := "!quant.uniform<i8:f32, 0.037:-3>", "!quant.uniform<i8:f32, 0.052:11>"
	qo := "!quant.uniform<i8:f32, 0.061:2>"
	cases := []quantCase{
		{"add", [][]int64{{16}, {16}}, []string{qa, qb}, "tensor<16x" + qo + ">",
			"stablehlo.add %a, %b : (tensor<16x" + qa + ">, tensor<16x" + qb + ">) -> tensor<16x" + qo + ">"},
		{"multiply", [][]int64{{16}, {16}}, []string{qa, qb}, "tensor<16x" + qo + ">",
			"stablehlo.multiply %a, %b : (tensor<16x" + qa + ">, tensor<16x" + qb + ">) -> tensor<16x" + qo + ">"},
		{"tanh", [][]int64{{16}}, []string{qa}, "tensor<16x" + qo + ">",
			"stablehlo.tanh %a : (tensor<16x" + qa + ">) -> tensor<16x" + qo + ">"},
		{"clamp", [][]int64{{16}, {16}, {16}}, []string{qb, qa, qb}, "tensor<16x" + qo + ">",
			"stablehlo.clamp %a, %b, %c : (tensor<16x" + qb + ">, tensor<16x" + qa + ">, tensor<16x" + qb + ">) -> tensor<16x" + qo + ">"},
		{"dot_general i32", [][]int64{{3, 5}, {5, 4}}, []string{qa, "!quant.uniform<i8:f32, 0.052>"}, "tensor<3x4x!quant.uniform<i32:f32, 0.001924:0>>",
			"stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x5x" + qa + ">, tensor<5x4x!quant.uniform<i8:f32, 0.052>>) -> tensor<3x4x!quant.uniform<i32:f32, 0.001924:0>>"},
		{"dot_general requantized", [][]int64{{3, 5}, {5, 4}}, []string{qa, "!quant.uniform<i8:f32, 0.052>"}, "tensor<3x4x" + qo + ">",
			"stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x5x" + qa + ">, tensor<5x4x!quant.uniform<i8:f32, 0.052>>) -> tensor<3x4x" + qo + ">"},
		{"convolution per axis", [][]int64{{1, 4, 4, 2}, {2, 2, 2, 3}}, []string{qa, "!quant.uniform<i8:f32:3, {0.05,0.04,0.03}>"}, "tensor<1x3x4x3x" + qo + ">",
			"stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], rhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x" + qa + ">, tensor<2x2x2x3x!quant.uniform<i8:f32:3, {0.05,0.04,0.03}>>) -> tensor<1x3x4x3x" + qo + ">"},
	}
	for _, c := range cases {
		for trial := 0; trial < 3; trial++ {
			t.Run(fmt.Sprintf("%s/%d", c.name, trial), func(t *testing.T) {
				var b strings.Builder
				b.WriteString("func.func @main() -> " + c.result + " {\n")
				names := []string{"%a", "%b", "%c"}
				for i, shape := range c.shapes {
					n := int64(1)
					dims := ""
					for _, d := range shape {
						n *= d
						dims += fmt.Sprintf("%dx", d)
					}
					vals := make([]string, n)
					for k := range vals {
						vals[k] = fmt.Sprint(rng.Intn(256) - 128)
					}
					fmt.Fprintf(&b, "  %%s%d = stablehlo.constant dense<[%s]> : tensor<%dxi8>\n", i, strings.Join(vals, ", "), n)
					fmt.Fprintf(&b, "  %%r%d = stablehlo.reshape %%s%d : (tensor<%dxi8>) -> tensor<%si8>\n", i, i, n, dims)
					fmt.Fprintf(&b, "  %s = stablehlo.bitcast_convert %%r%d : (tensor<%si8>) -> tensor<%s%s>\n", names[i], i, dims, dims, c.types[i])
				}
				b.WriteString("  %out = " + c.op + "\n")
				b.WriteString("  func.return %out : " + c.result + "\n}\n")
				src := b.String()
				before, err := interpret(parse(t, ctx, src))
				if err != nil {
					t.Fatalf("interpreting the quantized program: %v\n%s", err, src)
				}
				m := parse(t, ctx, src)
				runPipeline(t, ctx, m, quantToMathPipeline)
				ops := opsIn(t, m)
				for _, name := range []string{"stablehlo.uniform_quantize", "stablehlo.uniform_dequantize"} {
					if ops[name] != 0 {
						t.Errorf("%s left after the pass", name)
					}
				}
				after, err := interpret(m)
				if err != nil {
					t.Fatalf("interpreting the rewritten program: %v", err)
				}
				got, want := after[0], before[0]
				if got.Len() != want.Len() || got.Type().String() != want.Type().String() {
					t.Fatalf("rewritten result %s, want %s", got.Type(), want.Type())
				}
				for i := 0; i < want.Len(); i++ {
					if got.Int(i) != want.Int(i) {
						t.Fatalf("stored value %d: rewritten %d, quantized %d\n%s", i, got.Int(i), want.Int(i), src)
					}
				}
			})
		}
	}
}
