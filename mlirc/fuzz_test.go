package mlirc_test

import (
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// parseSeeds are modules of the kinds the parser sees: StableHLO in its
// custom and generic forms, regions, attributes of every family, and a few
// broken ones.
var parseSeeds = []string{
	`func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}`,
	`func.func @main() -> tensor<i64> {
  %0 = stablehlo.constant dense<0> : tensor<i64>
  %1 = stablehlo.while(%i = %0) : tensor<i64>
   cond {
    %c = stablehlo.constant dense<10> : tensor<i64>
    %p = stablehlo.compare LT, %i, %c : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.add %i, %c : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }
  func.return %1 : tensor<i64>
}`,
	`func.func @r(%x: tensor<2x3xi32>) -> tensor<2xi32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}`,
	`"func.func"() <{function_type = (tensor<4xf32>) -> tensor<2x2xf32>, sym_name = "g"}> ({
^bb0(%arg0: tensor<4xf32>):
  %0 = "stablehlo.reshape"(%arg0) : (tensor<4xf32>) -> tensor<2x2xf32>
  %1 = "stablehlo.transpose"(%0) <{permutation = array<i64: 1, 0>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
  "func.return"(%1) : (tensor<2x2xf32>) -> ()
}) : () -> ()`,
	`func.func @s(%a: tensor<4x4xbf16>) -> tensor<2x2xbf16> {
  %0 = stablehlo.slice %a [0:4:2, 1:3] : (tensor<4x4xbf16>) -> tensor<2x2xbf16>
  func.return %0 : tensor<2x2xbf16>
}`,
	`module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @c(%a: tensor<2xui8>, %b: tensor<3xui8>) -> tensor<5xui8> {
    %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xui8>, tensor<3xui8>) -> tensor<5xui8>
    return %0 : tensor<5xui8>
  }
}`,
	`func.func @bad(%a: tensor<2xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  func.return %0 : tensor<3xf32>
}`,
	`func.func @q(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32> {
  %0 = stablehlo.uniform_dequantize %a : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}`,
	`"test.op"() {a = [1, "s", 2.5 : f32, dense<[1, 2]> : tensor<2xi8>, #stablehlo<comparison_direction LT>]} : () -> ()`,
	`func.func @e() -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.constant dense<[(1.0, -2.0), (0x7FC00000, 3.5)]> : tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}`,
}

// invalidEmptySymbol is what MLIR's printer writes for an empty symbol name.
const invalidEmptySymbol = "<<INVALID EMPTY SYMBOL>>"

// FuzzParseModule runs arbitrary text through the parser, the verifier and
// the printer. None may crash; a module that parses and verifies prints to
// text that parses and verifies again and prints the same, in the custom
// and in the generic form.
func FuzzParseModule(f *testing.F) {
	for _, s := range parseSeeds {
		f.Add(s)
	}
	ctx := stablehlo.NewContext(true)
	f.Cleanup(func() { ctx.Close() })
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<14 {
			return
		}
		m, err := ctx.ParseModule([]byte(text), "fuzz.mlir")
		if err != nil {
			return
		}
		defer m.Close()
		if err := m.Verify(); err != nil {
			return
		}
		for _, generic := range []bool{false, true} {
			opts := mlirc.PrintOptions{Generic: generic}
			first, err := m.Print(opts)
			if err != nil {
				t.Fatalf("print (generic %v): %v", generic, err)
			}
			if strings.Contains(first, invalidEmptySymbol) {
				// MLIR verifies an empty symbol name but prints it as a
				// marker its parser refuses (mlir-opt does the same), so
				// such a module has no text form to read back.
				return
			}
			again, err := ctx.ParseModule([]byte(first), "printed.mlir")
			if err != nil {
				t.Fatalf("printed module (generic %v) does not parse: %v\n%s", generic, err, first)
			}
			if err := again.Verify(); err != nil {
				again.Close()
				t.Fatalf("printed module (generic %v) does not verify: %v\n%s", generic, err, first)
			}
			second, err := again.Print(opts)
			again.Close()
			if err != nil {
				t.Fatalf("reprint (generic %v): %v", generic, err)
			}
			if second != first {
				t.Fatalf("printing is not stable (generic %v):\n%s\n---\n%s", generic, first, second)
			}
		}
	})
}
