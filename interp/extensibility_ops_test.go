package interp

import (
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func TestComposite(t *testing.T) {
	src := `func.func @add_n.impl(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.constant dense<2> : tensor<i64>
  %1 = stablehlo.add %arg0, %0 : tensor<i64>
  func.return %1 : tensor<i64>
}
func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %1 = stablehlo.composite "stablehlo.add_n" %x {
    composite_attributes = { n = 2 : i64 },
    decomposition = @add_n.impl
  } : (tensor<i64>) -> tensor<i64>
  func.return %1 : tensor<i64>
}`
	x, _ := tensor.FromSlice(tensor.NewType(tensor.SI64), []int64{40})
	if got := mustRun(t, src, x)[0].(*tensor.Tensor).Int(0); got != 42 {
		t.Errorf("composite returned %d, want 42", got)
	}
}

func TestCustomCallChecks(t *testing.T) {
	const tmpl = `func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<i1> {
  %r = stablehlo.custom_call @TARGET(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  func.return %r : tensor<i1>
}`
	a, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 2), []float32{1, 2})
	near, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 2), []float32{1, 2.00001})
	far, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 2), []float32{1, 2.5})
	for _, c := range []struct {
		target   string
		b        *tensor.Tensor
		wantFail bool
	}{
		{"check.eq", near, false},
		{"check.eq", far, true},
		{"check.expect_eq", a, false},
		{"check.expect_eq", near, true},
		{"check.expect_almost_eq", near, false},
		{"check.expect_almost_eq", far, true},
		{"check.expect_close", a, false},
		{"check.expect_close", far, true},
	} {
		p := mustLoad(t, strings.Replace(tmpl, "TARGET", c.target, 1))
		res, err := p.Run("main", []Value{a, c.b}, RunOptions{})
		if (err != nil) != c.wantFail {
			t.Errorf("%s(%v): error %v, want failure %v", c.target, c.b, err, c.wantFail)
			continue
		}
		if err == nil && !res[0].(*tensor.Tensor).Bools()[0] {
			t.Errorf("%s: result is false", c.target)
		}
	}
	p := mustLoad(t, strings.Replace(tmpl, "TARGET", "my.kernel", 1))
	if _, err := p.Run("main", []Value{a, a}, RunOptions{}); err == nil || !strings.Contains(err.Error(), `"my.kernel"`) {
		t.Errorf("unknown target: error %v, want one naming the target", err)
	}
}

func TestTokens(t *testing.T) {
	src := `func.func @main(%t: !stablehlo.token) -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  %1 = stablehlo.after_all %t, %0 : !stablehlo.token
  %2 = stablehlo.after_all : !stablehlo.token
  %3 = stablehlo.after_all %1, %2 : !stablehlo.token
  func.return %3 : !stablehlo.token
}`
	if _, ok := mustRun(t, src, Token{})[0].(Token); !ok {
		t.Errorf("after_all did not return a token")
	}
}
