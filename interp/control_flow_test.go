package interp

import (
	"fmt"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func TestControlFlowIf(t *testing.T) {
	src := `func.func @main(%p: tensor<i1>, %x: tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>) {
  %r0, %r1 = "stablehlo.if"(%p) ({
    %0 = stablehlo.add %x, %x : tensor<2xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %0, %c : tensor<2xf32>, tensor<i32>
  }, {
    %c = stablehlo.constant dense<2> : tensor<i32>
    stablehlo.return %x, %c : tensor<2xf32>, tensor<i32>
  }) : (tensor<i1>) -> (tensor<2xf32>, tensor<i32>)
  func.return %r0, %r1 : tensor<2xf32>, tensor<i32>
}`
	p := mustLoad(t, src)
	x := tensorOf(t, tensor.NewType(tensor.F32, 2), []float64{1.5, -3})
	for _, c := range []struct {
		pred  bool
		want0 []float64
		want1 float64
	}{{true, []float64{3, -6}, 1}, {false, []float64{1.5, -3}, 2}} {
		pred := tensorOf(t, tensor.NewType(tensor.Bool), []float64{map[bool]float64{true: 1}[c.pred]})
		res, err := p.Run("main", []Value{pred, x}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		assertEqual(t, fmt.Sprint("if ", c.pred), res[0], tensorOf(t, tensor.NewType(tensor.F32, 2), c.want0))
		assertEqual(t, fmt.Sprint("if ", c.pred), res[1], tensorOf(t, tensor.NewType(tensor.SI32), []float64{c.want1}))
	}
}

func TestControlFlowCase(t *testing.T) {
	src := `func.func @main(%i: tensor<i32>) -> tensor<i64> {
  %r = "stablehlo.case"(%i) ({
    %c = stablehlo.constant dense<10> : tensor<i64>
    stablehlo.return %c : tensor<i64>
  }, {
    %c = stablehlo.constant dense<11> : tensor<i64>
    stablehlo.return %c : tensor<i64>
  }, {
    %c = stablehlo.constant dense<12> : tensor<i64>
    stablehlo.return %c : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  func.return %r : tensor<i64>
}`
	p := mustLoad(t, src)
	for _, c := range []struct{ index, want float64 }{
		{0, 10}, {1, 11}, {2, 12}, {3, 12}, {-1, 12}, {-2147483648, 12}, {2147483647, 12},
	} {
		res, err := p.Run("main", []Value{tensorOf(t, tensor.NewType(tensor.SI32), []float64{c.index})}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		assertEqual(t, fmt.Sprint("case ", c.index), res[0], tensorOf(t, tensor.NewType(tensor.SI64), []float64{c.want}))
	}
}

func TestControlFlowWhile(t *testing.T) {
	// Computes the n-th Fibonacci number and counts iterations; the body
	// uses a value defined outside the loop.
	src := `func.func @main(%n: tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:3 = "stablehlo.while"(%zero, %zero, %one) ({
  ^bb0(%i: tensor<i64>, %a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %a: tensor<i64>, %b: tensor<i64>):
    %i1 = stablehlo.add %i, %one : tensor<i64>
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %i1, %b, %s : tensor<i64>, tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>)
  func.return %r#0, %r#1, %r#2 : tensor<i64>, tensor<i64>, tensor<i64>
}`
	p := mustLoad(t, src)
	for _, n := range []int{0, 1, 2, 10, 50} {
		a, b := int64(0), int64(1)
		for i := 0; i < n; i++ {
			a, b = b, a+b
		}
		res, err := p.Run("main", []Value{tensorOf(t, tensor.NewType(tensor.SI64), []float64{float64(n)})}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		i64 := tensor.NewType(tensor.SI64)
		assertEqual(t, "while i", res[0], tensorOf(t, i64, []float64{float64(n)}))
		assertEqual(t, "while a", res[1], tensorOf(t, i64, []float64{float64(a)}))
		assertEqual(t, "while b", res[2], tensorOf(t, i64, []float64{float64(b)}))
	}
}

func TestControlFlowMap(t *testing.T) {
	for _, k := range []tensor.Kind{tensor.SI64, tensor.UI8, tensor.F32, tensor.BF16, tensor.Complex64} {
		ty := fmt.Sprintf("tensor<2x3x%s>", k)
		st := fmt.Sprintf("tensor<%s>", k)
		src := fmt.Sprintf(`func.func @main(%%a: %[1]s, %%b: %[1]s) -> %[1]s {
  %%r = "stablehlo.map"(%%a, %%b) ({
  ^bb0(%%x: %[2]s, %%y: %[2]s):
    %%0 = stablehlo.multiply %%x, %%y : %[2]s
    %%1 = stablehlo.add %%0, %%x : %[2]s
    stablehlo.return %%1 : %[2]s
  }) {dimensions = array<i64: 0, 1>} : (%[1]s, %[1]s) -> %[1]s
  func.return %%r : %[1]s
}`, ty, st)
		tt := tensor.NewType(k, 2, 3)
		a := tensorOf(t, tt, []float64{0, 1, 2, 3, -4, 5})
		b := tensorOf(t, tt, []float64{4, 5, 6, 7, 8, 9})
		want := make([]float64, 6)
		for i := range want {
			want[i] = real(a.Complex(i))*real(b.Complex(i)) + real(a.Complex(i))
		}
		res := mustRun(t, src, a, b)
		assertEqual(t, "map "+k.String(), res[0], tensorOf(t, tt, want))
	}
}
