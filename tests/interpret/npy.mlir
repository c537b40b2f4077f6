// Results written as .npy read back as arguments: the first run doubles the
// inputs and writes them, the second run takes those files and doubles again.
// RUN: rm -rf %t && stablehlo-translate-go --interpret %s --args="[dense<[1.5, -2.0]> : tensor<2xf32>, dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>]" --results-npy-dir %t | FileCheck %s --check-prefix=FIRST
// RUN: stablehlo-translate-go --interpret %s --arg-npy %t/main_result0.npy --arg-npy %t/main_result1.npy --interpreter-print-dense | FileCheck %s --check-prefix=SECOND
// RUN: not stablehlo-translate-go --interpret %s --arg-npy %t/main_result0.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not stablehlo-translate-go --interpret %s --arg-npy %t/main_result1.npy --arg-npy %t/main_result0.npy 2>&1 | FileCheck %s --check-prefix=TYPE

// FIRST: [3.000000e+00, -4.000000e+00]
// SECOND: dense<[6.000000e+00, -8.000000e+00]> : tensor<2xf32>
// SECOND-NEXT: dense<{{\[\[}}4, 8], [12, 16]]> : tensor<2x2xi8>
// COUNT: function @main takes 2 arguments, got 1 .npy files
// TYPE: argument 0

func.func @main(%x: tensor<2xf32>, %y: tensor<2x2xi8>) -> (tensor<2xf32>, tensor<2x2xi8>) {
  %a = stablehlo.add %x, %x : tensor<2xf32>
  %b = stablehlo.add %y, %y : tensor<2x2xi8>
  func.return %a, %b : tensor<2xf32>, tensor<2x2xi8>
}
