package interp

import (
	"errors"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func TestShapeAssertion(t *testing.T) {
	src := `func.func @main(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %c = stablehlo.constant dense<3> : tensor<i64>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x2xf32>) -> tensor<i32>
  %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
  %2 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%2, %1, %c) {api_version = 2 : i32, error_message = "want b >= {1}, got b = {0} ({0}); {2} {x} {}", has_side_effect = true} : (tensor<i1>, tensor<i64>, tensor<i64>) -> () loc("assert.py":7:3)
  func.return %x : tensor<?x2xf32>
}`
	p := mustLoad(t, src)
	big, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 3, 2), []float32{1, 2, 3, 4, 5, 6})
	res, err := p.Run("main", []Value{big}, RunOptions{})
	if err != nil {
		t.Fatalf("true assertion failed: %v", err)
	}
	if got := res[0].(*tensor.Tensor).Shape(); len(got) != 2 || got[0] != 3 {
		t.Errorf("result shape %v, want [3 2]", got)
	}
	small, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 2, 2), []float32{1, 2, 3, 4})
	_, err = p.Run("main", []Value{small}, RunOptions{})
	if err == nil {
		t.Fatal("false assertion did not fail")
	}
	if !errors.Is(err, ErrShapeAssertion) {
		t.Errorf("error %v does not match ErrShapeAssertion", err)
	}
	for _, want := range []string{"want b >= 3, got b = 2 (2); {2} {x} {}", "assert.py:7:3", "stablehlo.custom_call"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not contain %q", err, want)
		}
	}
}

func TestShapeAssertionChecksTypes(t *testing.T) {
	src := `func.func @main(%x: tensor<2xi1>) {
  stablehlo.custom_call @shape_assertion(%x) {error_message = "m", has_side_effect = true} : (tensor<2xi1>) -> ()
  func.return
}`
	if _, err := Load([]byte(src), "t.mlir"); err == nil || !strings.Contains(err.Error(), "want tensor<i1>") {
		t.Errorf("non-scalar assertion: error %v, want a type error", err)
	}
}

func TestFormatShapeAssertion(t *testing.T) {
	for _, c := range []struct{ msg, want string }{
		{"", ""},
		{"no placeholders", "no placeholders"},
		{"{0}{1}{0}", "aba"},
		{"{+1} {-0} {01} {2} {", "{+1} {-0} b {2} {"},
		{"x {1} y }", "x b y }"},
	} {
		if got := FormatShapeAssertion(c.msg, []string{"a", "b"}); got != c.want {
			t.Errorf("FormatShapeAssertion(%q) = %q, want %q", c.msg, got, c.want)
		}
	}
}
