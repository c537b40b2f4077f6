package driver

import (
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// FuzzParseArgs runs arbitrary --args text through ParseArgs. It must never
// crash; arguments it accepts print as dense attributes that parse back to
// the same values, bit for bit.
func FuzzParseArgs(f *testing.F) {
	for _, s := range []string{
		`[dense<1> : tensor<2xi32>]`,
		`[dense<[1.5, -2.0, 0x7FC00000]> : tensor<3xf32>, dense<true> : tensor<i1>]`,
		`[dense<[[1, 2], [3, 4]]> : tensor<2x2xui8>]`,
		`[dense<(1.0, 2.0)> : tensor<complex<f64>>]`,
		`[dense<0xFF00> : tensor<2xi8>, dense<[0.1, 0.2]> : tensor<2xbf16>]`,
		`  [dense<> : tensor<0xf16>]`,
		`[dense<1> : tensor<2xi32>, 3 : i32]`,
		`dense<1> : tensor<i32>`,
		`[dense<[1, 2]> : tensor<3xi32>`,
		`[dense<"0x0100"> : tensor<1xi16>]`,
	} {
		f.Add(s)
	}
	ctx := stablehlo.NewContext(false)
	f.Cleanup(func() { ctx.Close() })
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<12 {
			return
		}
		vals, err := ParseArgs(ctx, text)
		if err != nil {
			return
		}
		parts := make([]string, len(vals))
		for i, v := range vals {
			parts[i] = v.(*tensor.Tensor).FormatDense()
		}
		printed := "[" + strings.Join(parts, ", ") + "]"
		again, err := ParseArgs(ctx, printed)
		if err != nil {
			t.Fatalf("printed arguments do not parse: %v\n%s", err, printed)
		}
		if len(again) != len(vals) {
			t.Fatalf("%d arguments became %d", len(vals), len(again))
		}
		for i := range vals {
			a, b := vals[i].(*tensor.Tensor), again[i].(*tensor.Tensor)
			if !a.BitwiseEqual(b) {
				t.Fatalf("argument %d changed in a round trip: %s became %s", i, parts[i], b.FormatDense())
			}
		}
	})
}
