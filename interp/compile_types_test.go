package interp

import (
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Every element type the tensor package has is recognised from the MLIR
// type itself, and unsigned, signless and explicitly signed integers keep
// their signedness.
func TestElementKindsFromTypes(t *testing.T) {
	ctx := stablehlo.NewContext(false)
	defer ctx.Close()
	check := func(text string, want tensor.Kind) {
		t.Helper()
		mt, err := ctx.ParseType(text)
		if err != nil {
			t.Fatalf("parsing %s: %v", text, err)
		}
		vt, err := valueType(stablehlo.ImportType(mt))
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if vt.Tensor == nil || vt.Tensor.Kind != want {
			t.Errorf("%s: got %+v, want kind %s", text, vt.Tensor, want)
		}
	}
	n := 0
	for k := tensor.Bool; k <= tensor.Complex128; k++ {
		if !k.Valid() {
			continue
		}
		check("tensor<2x"+k.String()+">", k)
		n++
	}
	if n < 30 {
		t.Errorf("only %d kinds checked", n)
	}
	check("tensor<si8>", tensor.SI8)
	check("tensor<ui4>", tensor.UI4)
	for _, bad := range []string{"tensor<index>", "tensor<f80>", "tensor<complex<f16>>", "tensor<ui1>"} {
		mt, err := ctx.ParseType(bad)
		if err != nil {
			t.Fatalf("parsing %s: %v", bad, err)
		}
		if _, err := valueType(stablehlo.ImportType(mt)); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
	tok, err := ctx.ParseType("!stablehlo.token")
	if err != nil {
		t.Fatal(err)
	}
	if vt, err := valueType(stablehlo.ImportType(tok)); err != nil || !vt.Token {
		t.Errorf("!stablehlo.token: %+v, %v", vt, err)
	}
}
