package passes

import (
	"slices"
	"strings"
	"testing"
)

const polySource = `func.func @main(%x: tensor<?x2xi32>) -> tensor<?xi32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x2xi32>) -> tensor<i32>
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %n = stablehlo.multiply %d, %c2 : tensor<i32>
  %ok = stablehlo.compare GT, %n, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %n) {error_message = "n = {0} is too small", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  %s = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x2xi32>, tensor<1xi32>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}`

// TestRefineShapes refines a polymorphic program for two signatures and a
// rejected one.
func TestRefineShapes(t *testing.T) {
	for _, c := range []struct {
		arg, want, fail string
	}{
		{arg: "tensor<3x2xi32>", want: "stablehlo.reshape %arg0 : (tensor<3x2xi32>) -> tensor<6xi32>"},
		{arg: "tensor<5x2xi32>", want: "-> tensor<10xi32>"},
		{arg: "tensor<1x2xi32>", fail: "shape assertion failed: n = 2 is too small"},
		{arg: "tensor<3x3xi32>", fail: "incompatible"},
	} {
		ctx := newContext(t)
		m := parse(t, ctx, polySource)
		op := mustOp(t, m)
		err := RefineArguments(op, []string{c.arg})
		if err == nil {
			err = RefineShapes(op)
		}
		if c.fail != "" {
			if err == nil || !strings.Contains(err.Error(), c.fail) {
				t.Errorf("%s: error %v, want one containing %q", c.arg, err, c.fail)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.arg, err)
		}
		if err := m.Verify(); err != nil {
			t.Fatalf("%s: refined module does not verify: %v", c.arg, err)
		}
		text := op.String()
		for _, gone := range []string{"?", "shape_assertion", "get_dimension_size", "dynamic_reshape", "shape_refinement_operand_wrapper"} {
			if strings.Contains(text, gone) {
				t.Errorf("%s: refined module still has %q:\n%s", c.arg, gone, text)
			}
		}
		if !strings.Contains(text, c.want) {
			t.Errorf("%s: refined module lacks %q:\n%s", c.arg, c.want, text)
		}
	}
}

func TestSplitTypes(t *testing.T) {
	got := splitTypes("tensor<2xf32>, tensor<?x4xf32, #stablehlo.bounds<8, ?>>,tensor<i1>")
	want := []string{"tensor<2xf32>", "tensor<?x4xf32, #stablehlo.bounds<8, ?>>", "tensor<i1>"}
	if !slices.Equal(got, want) {
		t.Errorf("splitTypes = %q, want %q", got, want)
	}
}
