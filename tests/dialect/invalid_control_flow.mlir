// Violations of the constraints of the control flow ops.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @if_arguments(%p: tensor<i1>, %x: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{C1: expects branches without arguments}}
  %0 = "stablehlo.if"(%p) ({
  ^bb0(%a: tensor<2xi64>):
    stablehlo.return %a : tensor<2xi64>
  }, {
    stablehlo.return %x : tensor<2xi64>
  }) : (tensor<i1>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @if_branch_types(%p: tensor<i1>, %x: tensor<2xi64>, %y: tensor<2xi32>) -> tensor<2xi64> {
  // expected-error @+1 {{C2: expects both branches to return the same types}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xi64>
  }, {
    stablehlo.return %y : tensor<2xi32>
  }) : (tensor<i1>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @if_results(%p: tensor<i1>, %x: tensor<2xi64>) -> tensor<3xi64> {
  // expected-error @+1 {{C3: expects the results to have the types the branches return}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xi64>
  }, {
    stablehlo.return %x : tensor<2xi64>
  }) : (tensor<i1>) -> tensor<3xi64>
  func.return %0 : tensor<3xi64>
}

// -----

func.func @if_pred(%p: tensor<2xi1>, %x: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{operand #0 must be 0-dimensional tensor of pred (i1) values}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xi64>
  }, {
    stablehlo.return %x : tensor<2xi64>
  }) : (tensor<2xi1>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @case_branches(%i: tensor<i32>) {
  // expected-error @+1 {{C1: expects at least one branch}}
  "stablehlo.case"(%i) : (tensor<i32>) -> ()
  func.return
}

// -----

func.func @case_branch_types(%i: tensor<i32>, %x: tensor<2xi64>, %y: tensor<2xf32>) -> tensor<2xi64> {
  // expected-error @+1 {{C3: expects all branches to return the same types, but branch 1 differs}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<2xi64>
  }, {
    stablehlo.return %y : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @case_results(%i: tensor<i32>, %x: tensor<2xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{C4: expects the results to have the types the branches return}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<2xi64>
  }) : (tensor<i32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @case_index(%i: tensor<i64>, %x: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{operand #0 must be 0-dimensional tensor of 32-bit signless integer values}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<2xi64>
  }) : (tensor<i64>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @while_cond_type(%x: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{C1: expects cond to return tensor<i1>}}
  %0 = stablehlo.while(%a = %x) : tensor<i64>
  cond {
    stablehlo.return %a : tensor<i64>
  } do {
    stablehlo.return %a : tensor<i64>
  }
  func.return %0 : tensor<i64>
}

// -----

func.func @while_body_type(%x: tensor<i64>, %y: tensor<i32>) -> tensor<i64> {
  // expected-error @+1 {{C2: expects body to return values of the operands' types}}
  %0 = stablehlo.while(%a = %x) : tensor<i64>
  cond {
    %c = stablehlo.compare LT, %a, %a : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %y : tensor<i32>
  }
  func.return %0 : tensor<i64>
}

// -----

func.func @while_cond_arguments(%x: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{C1: expects cond to take arguments of the operands' types}}
  %0 = "stablehlo.while"(%x) ({
  ^bb0(%a: tensor<i32>):
    %c = stablehlo.compare LT, %a, %a : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}

// -----

func.func @while_results(%x: tensor<i64>) -> tensor<i32> {
  // expected-error @+1 {{C3: expects results of the operands' types}}
  %0 = "stablehlo.while"(%x) ({
  ^bb0(%a: tensor<i64>):
    %c = stablehlo.compare LT, %a, %a : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) : (tensor<i64>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @while_syntax(%x: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{expected 'cond'}}
  %0 = stablehlo.while(%a = %x) : tensor<i64> body {
    stablehlo.return %a : tensor<i64>
  }
  func.return %0 : tensor<i64>
}

// -----

func.func @case_c2_branch_arguments(%i: tensor<i32>, %x: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{C2: expects branches without arguments, but branch 1 has 1 arguments}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<2xi64>
  }, {
  ^bb0(%a: tensor<2xi64>):
    stablehlo.return %a : tensor<2xi64>
  }) : (tensor<i32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}
