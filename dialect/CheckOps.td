//===- CheckOps.td - The check dialect ---------------------*- tablegen -*-===//
//
// Assertions on tensor values evaluated by the interpreter.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_CHECK_OPS_TD
#define STABLEHLO_GO_DIALECT_CHECK_OPS_TD

include "StablehloBase.td"

def Check_Dialect : Dialect {
  let name = "check";
  let cppNamespace = "::mlir::stablehlo::check";
  let summary = "assertions on the values computed by StableHLO programs";
}

class Check_Op<string mnemonic, list<Trait> traits = []>
    : Op<Check_Dialect, mnemonic, traits>;

def Check_ExpectEqOp : Check_Op<"expect_eq"> {
  let summary = "checks that two tensors are equal";
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<SameTypes>(type($lhs), type($rhs))
  }];
  let hasVerifier = 1;
}

def Check_ExpectEqConstOp : Check_Op<"expect_eq_const"> {
  let summary = "checks that a tensor equals a constant";
  let arguments = (ins HLO_Tensor:$lhs, ElementsAttr:$value);
  let assemblyFormat = [{
    $lhs `,` custom<ConstantOperand>($value, type($lhs)) attr-dict
  }];
  let hasVerifier = 1;
}

def Check_ExpectAlmostEqOp : Check_Op<"expect_almost_eq"> {
  let summary = "checks that two floating-point tensors are almost equal";
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   OptionalAttr<F64Attr>:$tolerance);
  let assemblyFormat = [{
    $lhs `,` $rhs (`,` `tolerance` `=` $tolerance^)? attr-dict
      `:` custom<SameTypes>(type($lhs), type($rhs))
  }];
  let hasVerifier = 1;
}

def Check_ExpectAlmostEqConstOp : Check_Op<"expect_almost_eq_const"> {
  let summary = "checks that a floating-point tensor almost equals a constant";
  let arguments = (ins HLO_Tensor:$lhs, ElementsAttr:$value,
                   OptionalAttr<F64Attr>:$tolerance);
  let assemblyFormat = [{
    $lhs `,` custom<ConstantOperand>($value, type($lhs)) attr-dict
  }];
  let hasVerifier = 1;
}

def Check_ExpectCloseOp : Check_Op<"expect_close"> {
  let summary = "checks that two tensors are within a number of ULPs";
  let arguments = (ins HLO_Tensor:$actual, HLO_Tensor:$expected,
                   I64Attr:$max_ulp_difference,
                   OptionalAttr<I64Attr>:$min_ulp_difference);
  let assemblyFormat = [{
    $actual `,` $expected `,` `max_ulp_difference` `=` $max_ulp_difference
      (`,` `min_ulp_difference` `=` $min_ulp_difference^)? attr-dict
      `:` type($actual) `,` type($expected)
  }];
  let hasVerifier = 1;
}

def Check_ExpectSerializedEqOp : Check_Op<"expect_serialized_eq"> {
  let summary = "checks a tensor against the value a probe serialized";
  let arguments = (ins HLO_Tensor:$expected, StrAttr:$probe_id,
                   OptionalAttr<I32Attr>:$iter);
  let assemblyFormat = [{
    $expected `,` `probe_id` `=` $probe_id (`,` `iter` `=` $iter^)? attr-dict
      `:` type($expected)
  }];
}

#endif // STABLEHLO_GO_DIALECT_CHECK_OPS_TD
