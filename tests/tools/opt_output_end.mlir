// The printed output ends as mlir-opt's does: the module's closing brace,
// its newline and an empty line, after every case of a split file too.
// Compared byte for byte with mlir-opt on input that needs only the builtin
// and func dialects.
// RUN: stablehlo-opt-go %s > %t.got
// RUN: mlir-opt %s > %t.want
// RUN: cmp %t.want %t.got
// RUN: tail -c 3 %t.got | od -An -c | FileCheck %s --check-prefix=END
// RUN: stablehlo-opt-go --split-input-file %s > %t.split.got
// RUN: mlir-opt --split-input-file %s > %t.split.want
// RUN: cmp %t.split.want %t.split.got
// RUN: tail -c 3 %t.split.got | od -An -c | FileCheck %s --check-prefix=END
// RUN: FileCheck %s --check-prefix=SPLIT --strict-whitespace < %t.split.got
// RUN: stablehlo-opt-go --mlir-print-op-generic %s > %t.generic.got
// RUN: mlir-opt --mlir-print-op-generic %s > %t.generic.want
// RUN: cmp %t.generic.want %t.generic.got
// RUN: stablehlo-opt-go %s -o %t.file.got
// RUN: cmp %t.want %t.file.got

// END: } \n \n

// SPLIT:      {{^}}}{{$}}
// SPLIT-EMPTY:
// SPLIT-NEXT: {{^}}// {{-----}}{{$}}
// SPLIT-NEXT: {{^}}module {

func.func @first(%a: i32) -> i32 {
  return %a : i32
}

// -----

func.func @second() {
  return
}
