func.func @main() -> tensor<i64> {
  %0 = stablehlo.constant dense<0> : tensor<i64>
  %1 = stablehlo.while(%i = %0) : tensor<i64>
   cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.add %i, %c : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }
  func.return %1 : tensor<i64>
}
