package stablehlo

import (
	"reflect"
	"testing"
)

func TestSignatureNames(t *testing.T) {
	ctx := NewContext(false)
	defer ctx.Close()
	m, err := ctx.ParseModule([]byte(`
func.func @main(%x: tensor<2xf32> {jax.arg_info = "x"}, %s: tensor<f32> loc("scale"), %t: tensor<f32>)
    -> (tensor<2xf32> {jax.result_info = "scaled"}, tensor<f32>) {
  return %x, %s : tensor<2xf32>, tensor<f32>
}
`), "sig.mlir")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	params, results := SignatureNames(m.Lookup("main"))
	if want := []string{"x", "scale", ""}; !reflect.DeepEqual(params, want) {
		t.Errorf("parameter names = %q, want %q", params, want)
	}
	if want := []string{"scaled", ""}; !reflect.DeepEqual(results, want) {
		t.Errorf("result names = %q, want %q", results, want)
	}
}
