// Written by `npm run gen` from schemas/device/. Do not edit.
/* eslint-disable */
import formats from 'ajv-formats/dist/formats.js';
"use strict";
export const validateDeviceActivation = validate10;
const schema11 = {"$id":"device-activation","title":"DeviceActivation","description":"A device activating with its installation code (POST /api/devices/activate).","type":"object","additionalProperties":false,"required":["installation_code"],"properties":{"installation_code":{"type":"string","minLength":1,"maxLength":40}}};
const func2 = (s) => [...s].length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-activation" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.installation_code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "installation_code"},message:"must have required property '"+"installation_code"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "installation_code")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.installation_code !== undefined){
let data0 = data.installation_code;
if(typeof data0 === "string"){
if(func2(data0) > 40){
const err2 = {instancePath:instancePath+"/installation_code",schemaPath:"#/properties/installation_code/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema11.properties.installation_code,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/installation_code",schemaPath:"#/properties/installation_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.installation_code,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/installation_code",schemaPath:"#/properties/installation_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.installation_code.type,parentSchema:schema11.properties.installation_code,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateDeviceCheck = validate11;
const schema12 = {"$id":"device-check","title":"DeviceCheck","description":"A check as the point of sale records it (POST /api/devices/checks). Money is in integer cents; times are ISO 8601 instants.","type":"object","additionalProperties":false,"required":["number","order_type_id","server_id","opened_at","status","items","subtotal","tax","total"],"properties":{"id":{"type":"string","format":"uuid","description":"The device's own identity for the check; without it, the check is known by its number and opening time."},"version":{"description":"Grows with each body the device sends for the check; 1 for an open check and 2 otherwise when left out.","type":"integer","minimum":1,"maximum":2147483647},"number":{"type":"integer","minimum":1,"maximum":999999},"source":{"description":"The channel the check came from; 'pos' when left out.","type":"string","enum":["pos","olo","kiosk","mobile"]},"order_type_id":{"type":"string","format":"uuid"},"table_name":{"type":"string","minLength":1,"maxLength":40},"server_id":{"type":"string","format":"uuid"},"guests":{"type":"integer","minimum":0,"maximum":999,"default":1},"opened_at":{"type":"string","format":"date-time"},"closed_at":{"type":"string","format":"date-time"},"status":{"type":"string","enum":["open","closed","voided"]},"items":{"type":"array","minItems":1,"maxItems":500,"items":{"title":"DeviceCheckItem","description":"One line of a check.","type":"object","additionalProperties":false,"required":["menu_item_id","quantity","unit_price"],"properties":{"menu_item_id":{"type":"string","format":"uuid"},"quantity":{"type":"integer","minimum":1,"maximum":9999},"unit_price":{"type":"integer","minimum":0,"maximum":100000000,"description":"Price of one, in cents, before modifiers."},"modifiers":{"type":"array","maxItems":50,"default":[],"items":{"title":"DeviceCheckModifier","type":"object","additionalProperties":false,"required":["modifier_item_id","price"],"properties":{"modifier_item_id":{"type":"string","format":"uuid"},"quantity":{"type":"integer","minimum":1,"maximum":99,"default":1},"price":{"type":"integer","minimum":0,"maximum":100000000}}}},"discount":{"type":"integer","minimum":0,"maximum":100000000,"default":0},"tax":{"type":"integer","minimum":0,"maximum":100000000,"default":0},"void":{"description":"A voided item counts for nothing in the totals; the reason and who approved it stay.","type":"object","additionalProperties":false,"required":["reason_id"],"properties":{"reason_id":{"type":"string","format":"uuid"},"approved_by":{"type":"string","format":"uuid"}}}}}},"discount":{"type":"integer","minimum":0,"maximum":100000000,"default":0,"description":"A discount on the whole check, in cents, beside the items' own."},"gratuity":{"type":"integer","minimum":0,"maximum":100000000,"default":0},"subtotal":{"type":"integer","minimum":0,"maximum":100000000},"tax":{"type":"integer","minimum":0,"maximum":100000000},"total":{"type":"integer","minimum":0,"maximum":100000000},"payments":{"type":"array","maxItems":50,"default":[],"items":{"title":"DeviceCheckPayment","description":"A payment transaction (SPEC §3).","type":"object","additionalProperties":false,"required":["payment_id","amount","paid_at"],"properties":{"payment_id":{"type":"string","format":"uuid"},"amount":{"type":"integer","minimum":1,"maximum":100000000},"tip":{"type":"integer","minimum":0,"maximum":100000000,"default":0},"change":{"type":"integer","minimum":0,"maximum":100000000,"default":0,"description":"Cents given back; cash only."},"card_number":{"type":"string","minLength":1,"maxLength":24,"description":"Only its last four digits are kept; a full card number is refused."},"account_type":{"type":"string","minLength":1,"maxLength":30},"entry_type":{"type":"string","minLength":1,"maxLength":30},"auth_code":{"type":"string","minLength":1,"maxLength":30},"approval_code":{"type":"string","minLength":1,"maxLength":30},"terminal_number":{"type":"string","minLength":1,"maxLength":30},"transaction_id":{"type":"string","minLength":1,"maxLength":64},"authorized_amount":{"type":"integer","minimum":0,"maximum":100000000},"expiration":{"type":"string","pattern":"^(0[1-9]|1[0-2])/?[0-9]{2}$"},"paid_at":{"type":"string","format":"date-time"}}}},"refunds":{"type":"array","maxItems":50,"default":[],"items":{"title":"DeviceCheckRefund","type":"object","additionalProperties":false,"required":["payment","amount","reason","employee_id","refunded_at"],"properties":{"payment":{"description":"Index of the refunded payment in `payments`.","type":"integer","minimum":0},"amount":{"type":"integer","minimum":1,"maximum":100000000},"reason":{"type":"string","minLength":1,"maxLength":200},"employee_id":{"type":"string","format":"uuid"},"refunded_at":{"type":"string","format":"date-time"}}}},"ratings":{"type":"array","maxItems":500,"default":[],"items":{"title":"DeviceCheckRating","type":"object","additionalProperties":false,"required":["menu_item_id","rating","rated_at"],"properties":{"menu_item_id":{"type":"string","format":"uuid"},"rating":{"type":"integer","minimum":1,"maximum":5},"comment":{"type":"string","minLength":1,"maxLength":500},"rated_at":{"type":"string","format":"date-time"}}}}}};
const func4 = Object.prototype.hasOwnProperty;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats6 = formats.fullFormats["date-time"];
const pattern0 = new RegExp("^(0[1-9]|1[0-2])/?[0-9]{2}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-check" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.guests === undefined){
data.guests = 1;
}
if(data.discount === undefined){
data.discount = 0;
}
if(data.gratuity === undefined){
data.gratuity = 0;
}
if(data.payments === undefined){
data.payments = [];
}
if(data.refunds === undefined){
data.refunds = [];
}
if(data.ratings === undefined){
data.ratings = [];
}
if(data.number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.order_type_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order_type_id"},message:"must have required property '"+"order_type_id"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.server_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "server_id"},message:"must have required property '"+"server_id"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.opened_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "opened_at"},message:"must have required property '"+"opened_at"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.items === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.subtotal === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subtotal"},message:"must have required property '"+"subtotal"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.tax === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tax"},message:"must have required property '"+"tax"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.total === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema12.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.id,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.id.type,parentSchema:schema12.properties.id,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.version.type,parentSchema:schema12.properties.version,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema12.properties.version,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.version,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.number !== undefined){
let data2 = data.number;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.number.type,parentSchema:schema12.properties.number,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 999999 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema12.properties.number,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.number,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.source !== undefined){
let data3 = data.source;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.source.type,parentSchema:schema12.properties.source,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((data3 === "pos") || (data3 === "olo")) || (data3 === "kiosk")) || (data3 === "mobile"))){
const err19 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema12.properties.source.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.source.enum,parentSchema:schema12.properties.source,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.order_type_id !== undefined){
let data4 = data.order_type_id;
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err20 = {instancePath:instancePath+"/order_type_id",schemaPath:"#/properties/order_type_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.order_type_id,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/order_type_id",schemaPath:"#/properties/order_type_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.order_type_id.type,parentSchema:schema12.properties.order_type_id,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.table_name !== undefined){
let data5 = data.table_name;
if(typeof data5 === "string"){
if(func2(data5) > 40){
const err22 = {instancePath:instancePath+"/table_name",schemaPath:"#/properties/table_name/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema12.properties.table_name,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func2(data5) < 1){
const err23 = {instancePath:instancePath+"/table_name",schemaPath:"#/properties/table_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.table_name,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/table_name",schemaPath:"#/properties/table_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.table_name.type,parentSchema:schema12.properties.table_name,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.server_id !== undefined){
let data6 = data.server_id;
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err25 = {instancePath:instancePath+"/server_id",schemaPath:"#/properties/server_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.server_id,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/server_id",schemaPath:"#/properties/server_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.server_id.type,parentSchema:schema12.properties.server_id,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
let data7 = data.guests;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err27 = {instancePath:instancePath+"/guests",schemaPath:"#/properties/guests/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.guests.type,parentSchema:schema12.properties.guests,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 999 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/guests",schemaPath:"#/properties/guests/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999},message:"must be <= 999",schema:999,parentSchema:schema12.properties.guests,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/guests",schemaPath:"#/properties/guests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.guests,data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.opened_at !== undefined){
let data8 = data.opened_at;
if(typeof data8 === "string"){
if(!(formats6.validate(data8))){
const err30 = {instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.opened_at,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.opened_at.type,parentSchema:schema12.properties.opened_at,data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.closed_at !== undefined){
let data9 = data.closed_at;
if(typeof data9 === "string"){
if(!(formats6.validate(data9))){
const err32 = {instancePath:instancePath+"/closed_at",schemaPath:"#/properties/closed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.closed_at,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/closed_at",schemaPath:"#/properties/closed_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.closed_at.type,parentSchema:schema12.properties.closed_at,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.status !== undefined){
let data10 = data.status;
if(typeof data10 !== "string"){
const err34 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.status.type,parentSchema:schema12.properties.status,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(((data10 === "open") || (data10 === "closed")) || (data10 === "voided"))){
const err35 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema12.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.status.enum,parentSchema:schema12.properties.status,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.items !== undefined){
let data11 = data.items;
if(Array.isArray(data11)){
if(data11.length > 500){
const err36 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema12.properties.items,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data11.length < 1){
const err37 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema12.properties.items,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.modifiers === undefined){
data12.modifiers = [];
}
if(data12.discount === undefined){
data12.discount = 0;
}
if(data12.tax === undefined){
data12.tax = 0;
}
if(data12.menu_item_id === undefined){
const err38 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "menu_item_id"},message:"must have required property '"+"menu_item_id"+"'",schema:schema12.properties.items.items.required,parentSchema:schema12.properties.items.items,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data12.quantity === undefined){
const err39 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema12.properties.items.items.required,parentSchema:schema12.properties.items.items,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data12.unit_price === undefined){
const err40 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "unit_price"},message:"must have required property '"+"unit_price"+"'",schema:schema12.properties.items.items.required,parentSchema:schema12.properties.items.items,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key1 in data12){
if(!(((((((key1 === "menu_item_id") || (key1 === "quantity")) || (key1 === "unit_price")) || (key1 === "modifiers")) || (key1 === "discount")) || (key1 === "tax")) || (key1 === "void"))){
const err41 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.items.items,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data12.menu_item_id !== undefined){
let data13 = data12.menu_item_id;
if(typeof data13 === "string"){
if(!(formats0.test(data13))){
const err42 = {instancePath:instancePath+"/items/" + i0+"/menu_item_id",schemaPath:"#/properties/items/items/properties/menu_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.items.items.properties.menu_item_id,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/items/" + i0+"/menu_item_id",schemaPath:"#/properties/items/items/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.items.items.properties.menu_item_id.type,parentSchema:schema12.properties.items.items.properties.menu_item_id,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data12.quantity !== undefined){
let data14 = data12.quantity;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err44 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.quantity.type,parentSchema:schema12.properties.items.items.properties.quantity,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9999 || isNaN(data14)){
const err45 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999",schema:9999,parentSchema:schema12.properties.items.items.properties.quantity,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err46 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.items.items.properties.quantity,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data12.unit_price !== undefined){
let data15 = data12.unit_price;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err47 = {instancePath:instancePath+"/items/" + i0+"/unit_price",schemaPath:"#/properties/items/items/properties/unit_price/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.unit_price.type,parentSchema:schema12.properties.items.items.properties.unit_price,data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 100000000 || isNaN(data15)){
const err48 = {instancePath:instancePath+"/items/" + i0+"/unit_price",schemaPath:"#/properties/items/items/properties/unit_price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.items.items.properties.unit_price,data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err49 = {instancePath:instancePath+"/items/" + i0+"/unit_price",schemaPath:"#/properties/items/items/properties/unit_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.items.items.properties.unit_price,data:data15};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
let data16 = data12.modifiers;
if(Array.isArray(data16)){
if(data16.length > 50){
const err50 = {instancePath:instancePath+"/items/" + i0+"/modifiers",schemaPath:"#/properties/items/items/properties/modifiers/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema12.properties.items.items.properties.modifiers,data:data16};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
let data17 = data16[i1];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.quantity === undefined){
data17.quantity = 1;
}
if(data17.modifier_item_id === undefined){
const err51 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1,schemaPath:"#/properties/items/items/properties/modifiers/items/required",keyword:"required",params:{missingProperty: "modifier_item_id"},message:"must have required property '"+"modifier_item_id"+"'",schema:schema12.properties.items.items.properties.modifiers.items.required,parentSchema:schema12.properties.items.items.properties.modifiers.items,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data17.price === undefined){
const err52 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1,schemaPath:"#/properties/items/items/properties/modifiers/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'",schema:schema12.properties.items.items.properties.modifiers.items.required,parentSchema:schema12.properties.items.items.properties.modifiers.items,data:data17};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key2 in data17){
if(!(((key2 === "modifier_item_id") || (key2 === "quantity")) || (key2 === "price"))){
const err53 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1,schemaPath:"#/properties/items/items/properties/modifiers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.items.items.properties.modifiers.items,data:data17};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data17.modifier_item_id !== undefined){
let data18 = data17.modifier_item_id;
if(typeof data18 === "string"){
if(!(formats0.test(data18))){
const err54 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1+"/modifier_item_id",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/modifier_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.modifier_item_id,data:data18};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1+"/modifier_item_id",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/modifier_item_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.items.items.properties.modifiers.items.properties.modifier_item_id.type,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.modifier_item_id,data:data18};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
let data19 = data17.quantity;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err56 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1+"/quantity",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.modifiers.items.properties.quantity.type,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.quantity,data:data19};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 99 || isNaN(data19)){
const err57 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1+"/quantity",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99",schema:99,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.quantity,data:data19};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err58 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1+"/quantity",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.quantity,data:data19};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data17.price !== undefined){
let data20 = data17.price;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err59 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1+"/price",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.modifiers.items.properties.price.type,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.price,data:data20};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 100000000 || isNaN(data20)){
const err60 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1+"/price",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.price,data:data20};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err61 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1+"/price",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.price,data:data20};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
}
else {
const err62 = {instancePath:instancePath+"/items/" + i0+"/modifiers/" + i1,schemaPath:"#/properties/items/items/properties/modifiers/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.items.items.properties.modifiers.items.type,parentSchema:schema12.properties.items.items.properties.modifiers.items,data:data17};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/items/" + i0+"/modifiers",schemaPath:"#/properties/items/items/properties/modifiers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.items.items.properties.modifiers.type,parentSchema:schema12.properties.items.items.properties.modifiers,data:data16};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
let data21 = data12.discount;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err64 = {instancePath:instancePath+"/items/" + i0+"/discount",schemaPath:"#/properties/items/items/properties/discount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.discount.type,parentSchema:schema12.properties.items.items.properties.discount,data:data21};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 100000000 || isNaN(data21)){
const err65 = {instancePath:instancePath+"/items/" + i0+"/discount",schemaPath:"#/properties/items/items/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.items.items.properties.discount,data:data21};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err66 = {instancePath:instancePath+"/items/" + i0+"/discount",schemaPath:"#/properties/items/items/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.items.items.properties.discount,data:data21};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
let data22 = data12.tax;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err67 = {instancePath:instancePath+"/items/" + i0+"/tax",schemaPath:"#/properties/items/items/properties/tax/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.tax.type,parentSchema:schema12.properties.items.items.properties.tax,data:data22};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 100000000 || isNaN(data22)){
const err68 = {instancePath:instancePath+"/items/" + i0+"/tax",schemaPath:"#/properties/items/items/properties/tax/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.items.items.properties.tax,data:data22};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err69 = {instancePath:instancePath+"/items/" + i0+"/tax",schemaPath:"#/properties/items/items/properties/tax/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.items.items.properties.tax,data:data22};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data12.void !== undefined){
let data23 = data12.void;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.reason_id === undefined){
const err70 = {instancePath:instancePath+"/items/" + i0+"/void",schemaPath:"#/properties/items/items/properties/void/required",keyword:"required",params:{missingProperty: "reason_id"},message:"must have required property '"+"reason_id"+"'",schema:schema12.properties.items.items.properties.void.required,parentSchema:schema12.properties.items.items.properties.void,data:data23};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key3 in data23){
if(!((key3 === "reason_id") || (key3 === "approved_by"))){
const err71 = {instancePath:instancePath+"/items/" + i0+"/void",schemaPath:"#/properties/items/items/properties/void/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.items.items.properties.void,data:data23};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data23.reason_id !== undefined){
let data24 = data23.reason_id;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err72 = {instancePath:instancePath+"/items/" + i0+"/void/reason_id",schemaPath:"#/properties/items/items/properties/void/properties/reason_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.items.items.properties.void.properties.reason_id,data:data24};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/items/" + i0+"/void/reason_id",schemaPath:"#/properties/items/items/properties/void/properties/reason_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.items.items.properties.void.properties.reason_id.type,parentSchema:schema12.properties.items.items.properties.void.properties.reason_id,data:data24};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data23.approved_by !== undefined){
let data25 = data23.approved_by;
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
const err74 = {instancePath:instancePath+"/items/" + i0+"/void/approved_by",schemaPath:"#/properties/items/items/properties/void/properties/approved_by/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.items.items.properties.void.properties.approved_by,data:data25};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/items/" + i0+"/void/approved_by",schemaPath:"#/properties/items/items/properties/void/properties/approved_by/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.items.items.properties.void.properties.approved_by.type,parentSchema:schema12.properties.items.items.properties.void.properties.approved_by,data:data25};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/items/" + i0+"/void",schemaPath:"#/properties/items/items/properties/void/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.items.items.properties.void.type,parentSchema:schema12.properties.items.items.properties.void,data:data23};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.items.items.type,parentSchema:schema12.properties.items.items,data:data12};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.items.type,parentSchema:schema12.properties.items,data:data11};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
let data26 = data.discount;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err79 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.discount.type,parentSchema:schema12.properties.discount,data:data26};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 100000000 || isNaN(data26)){
const err80 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.discount,data:data26};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data26 < 0 || isNaN(data26)){
const err81 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.discount,data:data26};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
let data27 = data.gratuity;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err82 = {instancePath:instancePath+"/gratuity",schemaPath:"#/properties/gratuity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.gratuity.type,parentSchema:schema12.properties.gratuity,data:data27};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 100000000 || isNaN(data27)){
const err83 = {instancePath:instancePath+"/gratuity",schemaPath:"#/properties/gratuity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.gratuity,data:data27};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data27 < 0 || isNaN(data27)){
const err84 = {instancePath:instancePath+"/gratuity",schemaPath:"#/properties/gratuity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.gratuity,data:data27};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.subtotal !== undefined){
let data28 = data.subtotal;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err85 = {instancePath:instancePath+"/subtotal",schemaPath:"#/properties/subtotal/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.subtotal.type,parentSchema:schema12.properties.subtotal,data:data28};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 100000000 || isNaN(data28)){
const err86 = {instancePath:instancePath+"/subtotal",schemaPath:"#/properties/subtotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.subtotal,data:data28};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data28 < 0 || isNaN(data28)){
const err87 = {instancePath:instancePath+"/subtotal",schemaPath:"#/properties/subtotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.subtotal,data:data28};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
if(data.tax !== undefined){
let data29 = data.tax;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err88 = {instancePath:instancePath+"/tax",schemaPath:"#/properties/tax/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.tax.type,parentSchema:schema12.properties.tax,data:data29};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 100000000 || isNaN(data29)){
const err89 = {instancePath:instancePath+"/tax",schemaPath:"#/properties/tax/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.tax,data:data29};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data29 < 0 || isNaN(data29)){
const err90 = {instancePath:instancePath+"/tax",schemaPath:"#/properties/tax/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.tax,data:data29};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
if(data.total !== undefined){
let data30 = data.total;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err91 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.total.type,parentSchema:schema12.properties.total,data:data30};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 > 100000000 || isNaN(data30)){
const err92 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.total,data:data30};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data30 < 0 || isNaN(data30)){
const err93 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.total,data:data30};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
let data31 = data.payments;
if(Array.isArray(data31)){
if(data31.length > 50){
const err94 = {instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema12.properties.payments,data:data31};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
const len2 = data31.length;
for(let i2=0; i2<len2; i2++){
let data32 = data31[i2];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.tip === undefined){
data32.tip = 0;
}
if(data32.change === undefined){
data32.change = 0;
}
if(data32.payment_id === undefined){
const err95 = {instancePath:instancePath+"/payments/" + i2,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "payment_id"},message:"must have required property '"+"payment_id"+"'",schema:schema12.properties.payments.items.required,parentSchema:schema12.properties.payments.items,data:data32};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data32.amount === undefined){
const err96 = {instancePath:instancePath+"/payments/" + i2,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema12.properties.payments.items.required,parentSchema:schema12.properties.payments.items,data:data32};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data32.paid_at === undefined){
const err97 = {instancePath:instancePath+"/payments/" + i2,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "paid_at"},message:"must have required property '"+"paid_at"+"'",schema:schema12.properties.payments.items.required,parentSchema:schema12.properties.payments.items,data:data32};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
for(const key4 in data32){
if(!(func4.call(schema12.properties.payments.items.properties, key4))){
const err98 = {instancePath:instancePath+"/payments/" + i2,schemaPath:"#/properties/payments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.payments.items,data:data32};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data32.payment_id !== undefined){
let data33 = data32.payment_id;
if(typeof data33 === "string"){
if(!(formats0.test(data33))){
const err99 = {instancePath:instancePath+"/payments/" + i2+"/payment_id",schemaPath:"#/properties/payments/items/properties/payment_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.payments.items.properties.payment_id,data:data33};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/payments/" + i2+"/payment_id",schemaPath:"#/properties/payments/items/properties/payment_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.payment_id.type,parentSchema:schema12.properties.payments.items.properties.payment_id,data:data33};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data32.amount !== undefined){
let data34 = data32.amount;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err101 = {instancePath:instancePath+"/payments/" + i2+"/amount",schemaPath:"#/properties/payments/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.payments.items.properties.amount.type,parentSchema:schema12.properties.payments.items.properties.amount,data:data34};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 > 100000000 || isNaN(data34)){
const err102 = {instancePath:instancePath+"/payments/" + i2+"/amount",schemaPath:"#/properties/payments/items/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.payments.items.properties.amount,data:data34};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data34 < 1 || isNaN(data34)){
const err103 = {instancePath:instancePath+"/payments/" + i2+"/amount",schemaPath:"#/properties/payments/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.payments.items.properties.amount,data:data34};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
let data35 = data32.tip;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err104 = {instancePath:instancePath+"/payments/" + i2+"/tip",schemaPath:"#/properties/payments/items/properties/tip/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.payments.items.properties.tip.type,parentSchema:schema12.properties.payments.items.properties.tip,data:data35};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 100000000 || isNaN(data35)){
const err105 = {instancePath:instancePath+"/payments/" + i2+"/tip",schemaPath:"#/properties/payments/items/properties/tip/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.payments.items.properties.tip,data:data35};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err106 = {instancePath:instancePath+"/payments/" + i2+"/tip",schemaPath:"#/properties/payments/items/properties/tip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.payments.items.properties.tip,data:data35};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
let data36 = data32.change;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err107 = {instancePath:instancePath+"/payments/" + i2+"/change",schemaPath:"#/properties/payments/items/properties/change/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.payments.items.properties.change.type,parentSchema:schema12.properties.payments.items.properties.change,data:data36};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 100000000 || isNaN(data36)){
const err108 = {instancePath:instancePath+"/payments/" + i2+"/change",schemaPath:"#/properties/payments/items/properties/change/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.payments.items.properties.change,data:data36};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err109 = {instancePath:instancePath+"/payments/" + i2+"/change",schemaPath:"#/properties/payments/items/properties/change/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.payments.items.properties.change,data:data36};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data32.card_number !== undefined){
let data37 = data32.card_number;
if(typeof data37 === "string"){
if(func2(data37) > 24){
const err110 = {instancePath:instancePath+"/payments/" + i2+"/card_number",schemaPath:"#/properties/payments/items/properties/card_number/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters",schema:24,parentSchema:schema12.properties.payments.items.properties.card_number,data:data37};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(func2(data37) < 1){
const err111 = {instancePath:instancePath+"/payments/" + i2+"/card_number",schemaPath:"#/properties/payments/items/properties/card_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.card_number,data:data37};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/payments/" + i2+"/card_number",schemaPath:"#/properties/payments/items/properties/card_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.card_number.type,parentSchema:schema12.properties.payments.items.properties.card_number,data:data37};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data32.account_type !== undefined){
let data38 = data32.account_type;
if(typeof data38 === "string"){
if(func2(data38) > 30){
const err113 = {instancePath:instancePath+"/payments/" + i2+"/account_type",schemaPath:"#/properties/payments/items/properties/account_type/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.account_type,data:data38};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(func2(data38) < 1){
const err114 = {instancePath:instancePath+"/payments/" + i2+"/account_type",schemaPath:"#/properties/payments/items/properties/account_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.account_type,data:data38};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/payments/" + i2+"/account_type",schemaPath:"#/properties/payments/items/properties/account_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.account_type.type,parentSchema:schema12.properties.payments.items.properties.account_type,data:data38};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data32.entry_type !== undefined){
let data39 = data32.entry_type;
if(typeof data39 === "string"){
if(func2(data39) > 30){
const err116 = {instancePath:instancePath+"/payments/" + i2+"/entry_type",schemaPath:"#/properties/payments/items/properties/entry_type/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.entry_type,data:data39};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(func2(data39) < 1){
const err117 = {instancePath:instancePath+"/payments/" + i2+"/entry_type",schemaPath:"#/properties/payments/items/properties/entry_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.entry_type,data:data39};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/payments/" + i2+"/entry_type",schemaPath:"#/properties/payments/items/properties/entry_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.entry_type.type,parentSchema:schema12.properties.payments.items.properties.entry_type,data:data39};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data32.auth_code !== undefined){
let data40 = data32.auth_code;
if(typeof data40 === "string"){
if(func2(data40) > 30){
const err119 = {instancePath:instancePath+"/payments/" + i2+"/auth_code",schemaPath:"#/properties/payments/items/properties/auth_code/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.auth_code,data:data40};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(func2(data40) < 1){
const err120 = {instancePath:instancePath+"/payments/" + i2+"/auth_code",schemaPath:"#/properties/payments/items/properties/auth_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.auth_code,data:data40};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/payments/" + i2+"/auth_code",schemaPath:"#/properties/payments/items/properties/auth_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.auth_code.type,parentSchema:schema12.properties.payments.items.properties.auth_code,data:data40};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data32.approval_code !== undefined){
let data41 = data32.approval_code;
if(typeof data41 === "string"){
if(func2(data41) > 30){
const err122 = {instancePath:instancePath+"/payments/" + i2+"/approval_code",schemaPath:"#/properties/payments/items/properties/approval_code/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.approval_code,data:data41};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(func2(data41) < 1){
const err123 = {instancePath:instancePath+"/payments/" + i2+"/approval_code",schemaPath:"#/properties/payments/items/properties/approval_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.approval_code,data:data41};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
else {
const err124 = {instancePath:instancePath+"/payments/" + i2+"/approval_code",schemaPath:"#/properties/payments/items/properties/approval_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.approval_code.type,parentSchema:schema12.properties.payments.items.properties.approval_code,data:data41};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data32.terminal_number !== undefined){
let data42 = data32.terminal_number;
if(typeof data42 === "string"){
if(func2(data42) > 30){
const err125 = {instancePath:instancePath+"/payments/" + i2+"/terminal_number",schemaPath:"#/properties/payments/items/properties/terminal_number/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.terminal_number,data:data42};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(func2(data42) < 1){
const err126 = {instancePath:instancePath+"/payments/" + i2+"/terminal_number",schemaPath:"#/properties/payments/items/properties/terminal_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.terminal_number,data:data42};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/payments/" + i2+"/terminal_number",schemaPath:"#/properties/payments/items/properties/terminal_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.terminal_number.type,parentSchema:schema12.properties.payments.items.properties.terminal_number,data:data42};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data32.transaction_id !== undefined){
let data43 = data32.transaction_id;
if(typeof data43 === "string"){
if(func2(data43) > 64){
const err128 = {instancePath:instancePath+"/payments/" + i2+"/transaction_id",schemaPath:"#/properties/payments/items/properties/transaction_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema12.properties.payments.items.properties.transaction_id,data:data43};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(func2(data43) < 1){
const err129 = {instancePath:instancePath+"/payments/" + i2+"/transaction_id",schemaPath:"#/properties/payments/items/properties/transaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.transaction_id,data:data43};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/payments/" + i2+"/transaction_id",schemaPath:"#/properties/payments/items/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.transaction_id.type,parentSchema:schema12.properties.payments.items.properties.transaction_id,data:data43};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data32.authorized_amount !== undefined){
let data44 = data32.authorized_amount;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err131 = {instancePath:instancePath+"/payments/" + i2+"/authorized_amount",schemaPath:"#/properties/payments/items/properties/authorized_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.payments.items.properties.authorized_amount.type,parentSchema:schema12.properties.payments.items.properties.authorized_amount,data:data44};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 > 100000000 || isNaN(data44)){
const err132 = {instancePath:instancePath+"/payments/" + i2+"/authorized_amount",schemaPath:"#/properties/payments/items/properties/authorized_amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.payments.items.properties.authorized_amount,data:data44};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data44 < 0 || isNaN(data44)){
const err133 = {instancePath:instancePath+"/payments/" + i2+"/authorized_amount",schemaPath:"#/properties/payments/items/properties/authorized_amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.payments.items.properties.authorized_amount,data:data44};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
if(data32.expiration !== undefined){
let data45 = data32.expiration;
if(typeof data45 === "string"){
if(!pattern0.test(data45)){
const err134 = {instancePath:instancePath+"/payments/" + i2+"/expiration",schemaPath:"#/properties/payments/items/properties/expiration/pattern",keyword:"pattern",params:{pattern: "^(0[1-9]|1[0-2])/?[0-9]{2}$"},message:"must match pattern \""+"^(0[1-9]|1[0-2])/?[0-9]{2}$"+"\"",schema:"^(0[1-9]|1[0-2])/?[0-9]{2}$",parentSchema:schema12.properties.payments.items.properties.expiration,data:data45};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
else {
const err135 = {instancePath:instancePath+"/payments/" + i2+"/expiration",schemaPath:"#/properties/payments/items/properties/expiration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.expiration.type,parentSchema:schema12.properties.payments.items.properties.expiration,data:data45};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data32.paid_at !== undefined){
let data46 = data32.paid_at;
if(typeof data46 === "string"){
if(!(formats6.validate(data46))){
const err136 = {instancePath:instancePath+"/payments/" + i2+"/paid_at",schemaPath:"#/properties/payments/items/properties/paid_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.payments.items.properties.paid_at,data:data46};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/payments/" + i2+"/paid_at",schemaPath:"#/properties/payments/items/properties/paid_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.paid_at.type,parentSchema:schema12.properties.payments.items.properties.paid_at,data:data46};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/payments/" + i2,schemaPath:"#/properties/payments/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.payments.items.type,parentSchema:schema12.properties.payments.items,data:data32};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.payments.type,parentSchema:schema12.properties.payments,data:data31};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
let data47 = data.refunds;
if(Array.isArray(data47)){
if(data47.length > 50){
const err140 = {instancePath:instancePath+"/refunds",schemaPath:"#/properties/refunds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema12.properties.refunds,data:data47};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
const len3 = data47.length;
for(let i3=0; i3<len3; i3++){
let data48 = data47[i3];
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.payment === undefined){
const err141 = {instancePath:instancePath+"/refunds/" + i3,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "payment"},message:"must have required property '"+"payment"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data48};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data48.amount === undefined){
const err142 = {instancePath:instancePath+"/refunds/" + i3,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data48};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(data48.reason === undefined){
const err143 = {instancePath:instancePath+"/refunds/" + i3,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data48};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data48.employee_id === undefined){
const err144 = {instancePath:instancePath+"/refunds/" + i3,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data48};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(data48.refunded_at === undefined){
const err145 = {instancePath:instancePath+"/refunds/" + i3,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "refunded_at"},message:"must have required property '"+"refunded_at"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data48};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
for(const key5 in data48){
if(!(((((key5 === "payment") || (key5 === "amount")) || (key5 === "reason")) || (key5 === "employee_id")) || (key5 === "refunded_at"))){
const err146 = {instancePath:instancePath+"/refunds/" + i3,schemaPath:"#/properties/refunds/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.refunds.items,data:data48};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data48.payment !== undefined){
let data49 = data48.payment;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err147 = {instancePath:instancePath+"/refunds/" + i3+"/payment",schemaPath:"#/properties/refunds/items/properties/payment/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.refunds.items.properties.payment.type,parentSchema:schema12.properties.refunds.items.properties.payment,data:data49};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 0 || isNaN(data49)){
const err148 = {instancePath:instancePath+"/refunds/" + i3+"/payment",schemaPath:"#/properties/refunds/items/properties/payment/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.refunds.items.properties.payment,data:data49};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
if(data48.amount !== undefined){
let data50 = data48.amount;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err149 = {instancePath:instancePath+"/refunds/" + i3+"/amount",schemaPath:"#/properties/refunds/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.refunds.items.properties.amount.type,parentSchema:schema12.properties.refunds.items.properties.amount,data:data50};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 > 100000000 || isNaN(data50)){
const err150 = {instancePath:instancePath+"/refunds/" + i3+"/amount",schemaPath:"#/properties/refunds/items/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.refunds.items.properties.amount,data:data50};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data50 < 1 || isNaN(data50)){
const err151 = {instancePath:instancePath+"/refunds/" + i3+"/amount",schemaPath:"#/properties/refunds/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.refunds.items.properties.amount,data:data50};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
if(data48.reason !== undefined){
let data51 = data48.reason;
if(typeof data51 === "string"){
if(func2(data51) > 200){
const err152 = {instancePath:instancePath+"/refunds/" + i3+"/reason",schemaPath:"#/properties/refunds/items/properties/reason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.refunds.items.properties.reason,data:data51};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(func2(data51) < 1){
const err153 = {instancePath:instancePath+"/refunds/" + i3+"/reason",schemaPath:"#/properties/refunds/items/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.refunds.items.properties.reason,data:data51};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/refunds/" + i3+"/reason",schemaPath:"#/properties/refunds/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.refunds.items.properties.reason.type,parentSchema:schema12.properties.refunds.items.properties.reason,data:data51};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data48.employee_id !== undefined){
let data52 = data48.employee_id;
if(typeof data52 === "string"){
if(!(formats0.test(data52))){
const err155 = {instancePath:instancePath+"/refunds/" + i3+"/employee_id",schemaPath:"#/properties/refunds/items/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.refunds.items.properties.employee_id,data:data52};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/refunds/" + i3+"/employee_id",schemaPath:"#/properties/refunds/items/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.refunds.items.properties.employee_id.type,parentSchema:schema12.properties.refunds.items.properties.employee_id,data:data52};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data48.refunded_at !== undefined){
let data53 = data48.refunded_at;
if(typeof data53 === "string"){
if(!(formats6.validate(data53))){
const err157 = {instancePath:instancePath+"/refunds/" + i3+"/refunded_at",schemaPath:"#/properties/refunds/items/properties/refunded_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.refunds.items.properties.refunded_at,data:data53};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
else {
const err158 = {instancePath:instancePath+"/refunds/" + i3+"/refunded_at",schemaPath:"#/properties/refunds/items/properties/refunded_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.refunds.items.properties.refunded_at.type,parentSchema:schema12.properties.refunds.items.properties.refunded_at,data:data53};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/refunds/" + i3,schemaPath:"#/properties/refunds/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.refunds.items.type,parentSchema:schema12.properties.refunds.items,data:data48};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
else {
const err160 = {instancePath:instancePath+"/refunds",schemaPath:"#/properties/refunds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.refunds.type,parentSchema:schema12.properties.refunds,data:data47};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
let data54 = data.ratings;
if(Array.isArray(data54)){
if(data54.length > 500){
const err161 = {instancePath:instancePath+"/ratings",schemaPath:"#/properties/ratings/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema12.properties.ratings,data:data54};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
const len4 = data54.length;
for(let i4=0; i4<len4; i4++){
let data55 = data54[i4];
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.menu_item_id === undefined){
const err162 = {instancePath:instancePath+"/ratings/" + i4,schemaPath:"#/properties/ratings/items/required",keyword:"required",params:{missingProperty: "menu_item_id"},message:"must have required property '"+"menu_item_id"+"'",schema:schema12.properties.ratings.items.required,parentSchema:schema12.properties.ratings.items,data:data55};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(data55.rating === undefined){
const err163 = {instancePath:instancePath+"/ratings/" + i4,schemaPath:"#/properties/ratings/items/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'",schema:schema12.properties.ratings.items.required,parentSchema:schema12.properties.ratings.items,data:data55};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data55.rated_at === undefined){
const err164 = {instancePath:instancePath+"/ratings/" + i4,schemaPath:"#/properties/ratings/items/required",keyword:"required",params:{missingProperty: "rated_at"},message:"must have required property '"+"rated_at"+"'",schema:schema12.properties.ratings.items.required,parentSchema:schema12.properties.ratings.items,data:data55};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
for(const key6 in data55){
if(!((((key6 === "menu_item_id") || (key6 === "rating")) || (key6 === "comment")) || (key6 === "rated_at"))){
const err165 = {instancePath:instancePath+"/ratings/" + i4,schemaPath:"#/properties/ratings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.ratings.items,data:data55};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data55.menu_item_id !== undefined){
let data56 = data55.menu_item_id;
if(typeof data56 === "string"){
if(!(formats0.test(data56))){
const err166 = {instancePath:instancePath+"/ratings/" + i4+"/menu_item_id",schemaPath:"#/properties/ratings/items/properties/menu_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.ratings.items.properties.menu_item_id,data:data56};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
else {
const err167 = {instancePath:instancePath+"/ratings/" + i4+"/menu_item_id",schemaPath:"#/properties/ratings/items/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.ratings.items.properties.menu_item_id.type,parentSchema:schema12.properties.ratings.items.properties.menu_item_id,data:data56};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data55.rating !== undefined){
let data57 = data55.rating;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err168 = {instancePath:instancePath+"/ratings/" + i4+"/rating",schemaPath:"#/properties/ratings/items/properties/rating/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.ratings.items.properties.rating.type,parentSchema:schema12.properties.ratings.items.properties.rating,data:data57};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 > 5 || isNaN(data57)){
const err169 = {instancePath:instancePath+"/ratings/" + i4+"/rating",schemaPath:"#/properties/ratings/items/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema12.properties.ratings.items.properties.rating,data:data57};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data57 < 1 || isNaN(data57)){
const err170 = {instancePath:instancePath+"/ratings/" + i4+"/rating",schemaPath:"#/properties/ratings/items/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.ratings.items.properties.rating,data:data57};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
if(data55.comment !== undefined){
let data58 = data55.comment;
if(typeof data58 === "string"){
if(func2(data58) > 500){
const err171 = {instancePath:instancePath+"/ratings/" + i4+"/comment",schemaPath:"#/properties/ratings/items/properties/comment/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema12.properties.ratings.items.properties.comment,data:data58};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(func2(data58) < 1){
const err172 = {instancePath:instancePath+"/ratings/" + i4+"/comment",schemaPath:"#/properties/ratings/items/properties/comment/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.ratings.items.properties.comment,data:data58};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
else {
const err173 = {instancePath:instancePath+"/ratings/" + i4+"/comment",schemaPath:"#/properties/ratings/items/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.ratings.items.properties.comment.type,parentSchema:schema12.properties.ratings.items.properties.comment,data:data58};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data55.rated_at !== undefined){
let data59 = data55.rated_at;
if(typeof data59 === "string"){
if(!(formats6.validate(data59))){
const err174 = {instancePath:instancePath+"/ratings/" + i4+"/rated_at",schemaPath:"#/properties/ratings/items/properties/rated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.ratings.items.properties.rated_at,data:data59};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
else {
const err175 = {instancePath:instancePath+"/ratings/" + i4+"/rated_at",schemaPath:"#/properties/ratings/items/properties/rated_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.ratings.items.properties.rated_at.type,parentSchema:schema12.properties.ratings.items.properties.rated_at,data:data59};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
else {
const err176 = {instancePath:instancePath+"/ratings/" + i4,schemaPath:"#/properties/ratings/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.ratings.items.type,parentSchema:schema12.properties.ratings.items,data:data55};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
else {
const err177 = {instancePath:instancePath+"/ratings",schemaPath:"#/properties/ratings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.ratings.type,parentSchema:schema12.properties.ratings,data:data54};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateDeviceKitchenResend = validate12;
const schema13 = {"$id":"device-kitchen-resend","title":"DeviceKitchenResend","description":"A check, or one line of it, sent to the kitchen again by an employee (POST /api/devices/kitchen-resends).","type":"object","additionalProperties":false,"required":["id","check_id","employee_id","resent_at"],"properties":{"id":{"type":"string","format":"uuid","description":"Chosen by the device; a retry sends it again."},"check_id":{"type":"string","format":"uuid"},"check_item_id":{"type":"string","format":"uuid","description":"The line resent; the whole check when left out."},"employee_id":{"type":"string","format":"uuid"},"quantity":{"type":"integer","minimum":1,"maximum":9999,"description":"How many were made again: the line's quantity (or 1 for a whole check) when left out."},"reason":{"type":"string","minLength":1,"maxLength":200},"resent_at":{"type":"string","format":"date-time"}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-kitchen-resend" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.check_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_id"},message:"must have required property '"+"check_id"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.employee_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.resent_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resent_at"},message:"must have required property '"+"resent_at"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "check_id")) || (key0 === "check_item_id")) || (key0 === "employee_id")) || (key0 === "quantity")) || (key0 === "reason")) || (key0 === "resent_at"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema13.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.id.type,parentSchema:schema13.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.check_id !== undefined){
let data1 = data.check_id;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err7 = {instancePath:instancePath+"/check_id",schemaPath:"#/properties/check_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema13.properties.check_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/check_id",schemaPath:"#/properties/check_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.check_id.type,parentSchema:schema13.properties.check_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.check_item_id !== undefined){
let data2 = data.check_item_id;
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err9 = {instancePath:instancePath+"/check_item_id",schemaPath:"#/properties/check_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema13.properties.check_item_id,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/check_item_id",schemaPath:"#/properties/check_item_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.check_item_id.type,parentSchema:schema13.properties.check_item_id,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.employee_id !== undefined){
let data3 = data.employee_id;
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
const err11 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema13.properties.employee_id,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.employee_id.type,parentSchema:schema13.properties.employee_id,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.quantity !== undefined){
let data4 = data.quantity;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.quantity.type,parentSchema:schema13.properties.quantity,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9999 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999",schema:9999,parentSchema:schema13.properties.quantity,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema13.properties.quantity,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.reason !== undefined){
let data5 = data.reason;
if(typeof data5 === "string"){
if(func2(data5) > 200){
const err16 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema13.properties.reason,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data5) < 1){
const err17 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema13.properties.reason,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.reason.type,parentSchema:schema13.properties.reason,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.resent_at !== undefined){
let data6 = data.resent_at;
if(typeof data6 === "string"){
if(!(formats6.validate(data6))){
const err19 = {instancePath:instancePath+"/resent_at",schemaPath:"#/properties/resent_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema13.properties.resent_at,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/resent_at",schemaPath:"#/properties/resent_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.resent_at.type,parentSchema:schema13.properties.resent_at,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateDevicePaidOut = validate13;
const schema14 = {"$id":"device-paid-out","title":"DevicePaidOut","description":"Cash paid out of the drawer (POST /api/devices/paid-outs).","type":"object","additionalProperties":false,"required":["id","paid_out_id","amount","employee_id","paid_at"],"properties":{"id":{"type":"string","format":"uuid"},"paid_out_id":{"type":"string","format":"uuid"},"amount":{"type":"integer","minimum":1,"maximum":100000000},"employee_id":{"type":"string","format":"uuid"},"approved_by":{"type":"string","format":"uuid"},"comment":{"type":"string","minLength":1,"maxLength":500},"paid_at":{"type":"string","format":"date-time"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-paid-out" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.paid_out_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paid_out_id"},message:"must have required property '"+"paid_out_id"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.amount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.employee_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.paid_at === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paid_at"},message:"must have required property '"+"paid_at"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "paid_out_id")) || (key0 === "amount")) || (key0 === "employee_id")) || (key0 === "approved_by")) || (key0 === "comment")) || (key0 === "paid_at"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema14.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.id.type,parentSchema:schema14.properties.id,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.paid_out_id !== undefined){
let data1 = data.paid_out_id;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err8 = {instancePath:instancePath+"/paid_out_id",schemaPath:"#/properties/paid_out_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema14.properties.paid_out_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/paid_out_id",schemaPath:"#/properties/paid_out_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.paid_out_id.type,parentSchema:schema14.properties.paid_out_id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.amount !== undefined){
let data2 = data.amount;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.properties.amount.type,parentSchema:schema14.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema14.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema14.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.employee_id !== undefined){
let data3 = data.employee_id;
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
const err13 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema14.properties.employee_id,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.employee_id.type,parentSchema:schema14.properties.employee_id,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.approved_by !== undefined){
let data4 = data.approved_by;
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err15 = {instancePath:instancePath+"/approved_by",schemaPath:"#/properties/approved_by/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema14.properties.approved_by,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/approved_by",schemaPath:"#/properties/approved_by/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.approved_by.type,parentSchema:schema14.properties.approved_by,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.comment !== undefined){
let data5 = data.comment;
if(typeof data5 === "string"){
if(func2(data5) > 500){
const err17 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema14.properties.comment,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data5) < 1){
const err18 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.properties.comment,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.comment.type,parentSchema:schema14.properties.comment,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.paid_at !== undefined){
let data6 = data.paid_at;
if(typeof data6 === "string"){
if(!(formats6.validate(data6))){
const err20 = {instancePath:instancePath+"/paid_at",schemaPath:"#/properties/paid_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema14.properties.paid_at,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/paid_at",schemaPath:"#/properties/paid_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.paid_at.type,parentSchema:schema14.properties.paid_at,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateDevicePrintJobDone = validate14;
const schema15 = {"$id":"device-print-job-done","title":"DevicePrintJobDone","description":"How a print job went (POST /api/devices/print-jobs/:id/done).","type":"object","additionalProperties":false,"required":["printed"],"properties":{"printed":{"type":"boolean"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-print-job-done" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.printed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "printed"},message:"must have required property '"+"printed"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "printed")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.printed !== undefined){
let data0 = data.printed;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/printed",schemaPath:"#/properties/printed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema15.properties.printed.type,parentSchema:schema15.properties.printed,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const validateDevicePrintJobParams = validate15;
const schema16 = {"$id":"device-print-job-params","title":"DevicePrintJobParams","description":"The print job a device reports on, in the path of /api/devices/print-jobs/:id/done.","type":"object","required":["id"],"properties":{"id":{"type":"string","format":"uuid"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-print-job-params" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema16.properties.id,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.id.type,parentSchema:schema16.properties.id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const validateDeviceShift = validate16;
const schema17 = {"$id":"device-shift","title":"DeviceShift","description":"A shift and its cash drawer (POST /api/devices/shifts): the opening, and later the same shift with its adjustments, closing bank and close.","type":"object","additionalProperties":false,"required":["id","employee_id","opened_at","starting_bank"],"properties":{"id":{"type":"string","format":"uuid"},"employee_id":{"type":"string","format":"uuid"},"opened_at":{"type":"string","format":"date-time"},"closed_at":{"type":"string","format":"date-time"},"starting_bank":{"type":"integer","minimum":0,"maximum":100000000,"description":"The drawer's starting bank, in cents."},"closing_bank":{"type":"integer","minimum":0,"maximum":100000000},"adjustments":{"description":"Cash put in (positive) or taken out (negative) during the shift.","type":"array","maxItems":200,"default":[],"items":{"title":"DeviceShiftAdjustment","type":"object","additionalProperties":false,"required":["amount","reason","at"],"properties":{"amount":{"type":"integer","minimum":-100000000,"maximum":100000000,"not":{"const":0}},"reason":{"type":"string","minLength":1,"maxLength":200},"at":{"type":"string","format":"date-time"}}}}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-shift" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.adjustments === undefined){
data.adjustments = [];
}
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.employee_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.opened_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "opened_at"},message:"must have required property '"+"opened_at"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.starting_bank === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "starting_bank"},message:"must have required property '"+"starting_bank"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "employee_id")) || (key0 === "opened_at")) || (key0 === "closed_at")) || (key0 === "starting_bank")) || (key0 === "closing_bank")) || (key0 === "adjustments"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema17.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.id.type,parentSchema:schema17.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.employee_id !== undefined){
let data1 = data.employee_id;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err7 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema17.properties.employee_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.employee_id.type,parentSchema:schema17.properties.employee_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.opened_at !== undefined){
let data2 = data.opened_at;
if(typeof data2 === "string"){
if(!(formats6.validate(data2))){
const err9 = {instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema17.properties.opened_at,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.opened_at.type,parentSchema:schema17.properties.opened_at,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.closed_at !== undefined){
let data3 = data.closed_at;
if(typeof data3 === "string"){
if(!(formats6.validate(data3))){
const err11 = {instancePath:instancePath+"/closed_at",schemaPath:"#/properties/closed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema17.properties.closed_at,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/closed_at",schemaPath:"#/properties/closed_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.closed_at.type,parentSchema:schema17.properties.closed_at,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.starting_bank !== undefined){
let data4 = data.starting_bank;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/starting_bank",schemaPath:"#/properties/starting_bank/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.starting_bank.type,parentSchema:schema17.properties.starting_bank,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000000 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/starting_bank",schemaPath:"#/properties/starting_bank/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema17.properties.starting_bank,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/starting_bank",schemaPath:"#/properties/starting_bank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.starting_bank,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.closing_bank !== undefined){
let data5 = data.closing_bank;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/closing_bank",schemaPath:"#/properties/closing_bank/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.closing_bank.type,parentSchema:schema17.properties.closing_bank,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000000 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/closing_bank",schemaPath:"#/properties/closing_bank/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema17.properties.closing_bank,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/closing_bank",schemaPath:"#/properties/closing_bank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.closing_bank,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
let data6 = data.adjustments;
if(Array.isArray(data6)){
if(data6.length > 200){
const err19 = {instancePath:instancePath+"/adjustments",schemaPath:"#/properties/adjustments/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema17.properties.adjustments,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.amount === undefined){
const err20 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema17.properties.adjustments.items.required,parentSchema:schema17.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.reason === undefined){
const err21 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema17.properties.adjustments.items.required,parentSchema:schema17.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.at === undefined){
const err22 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'",schema:schema17.properties.adjustments.items.required,parentSchema:schema17.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data7){
if(!(((key1 === "amount") || (key1 === "reason")) || (key1 === "at"))){
const err23 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.amount !== undefined){
let data8 = data7.amount;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/adjustments/" + i0+"/amount",schemaPath:"#/properties/adjustments/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.adjustments.items.properties.amount.type,parentSchema:schema17.properties.adjustments.items.properties.amount,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs21 = errors;
const _errs22 = errors;
if(0 !== data8){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid4 = _errs22 === errors;
if(valid4){
const err26 = {instancePath:instancePath+"/adjustments/" + i0+"/amount",schemaPath:"#/properties/adjustments/items/properties/amount/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema17.properties.adjustments.items.properties.amount.not,parentSchema:schema17.properties.adjustments.items.properties.amount,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100000000 || isNaN(data8)){
const err27 = {instancePath:instancePath+"/adjustments/" + i0+"/amount",schemaPath:"#/properties/adjustments/items/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema17.properties.adjustments.items.properties.amount,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data8 < -100000000 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/adjustments/" + i0+"/amount",schemaPath:"#/properties/adjustments/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: -100000000},message:"must be >= -100000000",schema:-100000000,parentSchema:schema17.properties.adjustments.items.properties.amount,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data7.reason !== undefined){
let data9 = data7.reason;
if(typeof data9 === "string"){
if(func2(data9) > 200){
const err29 = {instancePath:instancePath+"/adjustments/" + i0+"/reason",schemaPath:"#/properties/adjustments/items/properties/reason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema17.properties.adjustments.items.properties.reason,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func2(data9) < 1){
const err30 = {instancePath:instancePath+"/adjustments/" + i0+"/reason",schemaPath:"#/properties/adjustments/items/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema17.properties.adjustments.items.properties.reason,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/adjustments/" + i0+"/reason",schemaPath:"#/properties/adjustments/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.adjustments.items.properties.reason.type,parentSchema:schema17.properties.adjustments.items.properties.reason,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data7.at !== undefined){
let data10 = data7.at;
if(typeof data10 === "string"){
if(!(formats6.validate(data10))){
const err32 = {instancePath:instancePath+"/adjustments/" + i0+"/at",schemaPath:"#/properties/adjustments/items/properties/at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema17.properties.adjustments.items.properties.at,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/adjustments/" + i0+"/at",schemaPath:"#/properties/adjustments/items/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.adjustments.items.properties.at.type,parentSchema:schema17.properties.adjustments.items.properties.at,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.adjustments.items.type,parentSchema:schema17.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/adjustments",schemaPath:"#/properties/adjustments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.adjustments.type,parentSchema:schema17.properties.adjustments,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const validateDeviceTimeCard = validate17;
const schema18 = {"$id":"device-time-card","title":"DeviceTimeCard","description":"A time card (POST /api/devices/time-cards): the clock-in, and later the same card with its clock-out and breaks.","type":"object","additionalProperties":false,"required":["id","employee_id","clock_in"],"properties":{"id":{"type":"string","format":"uuid","description":"Chosen by the device when the employee clocks in; the clock-out sends it again."},"employee_id":{"type":"string","format":"uuid"},"clock_in":{"type":"string","format":"date-time"},"clock_out":{"type":"string","format":"date-time"},"breaks":{"type":"array","maxItems":20,"default":[],"items":{"title":"DeviceTimeCardBreak","type":"object","additionalProperties":false,"required":["break_in","break_out"],"properties":{"break_in":{"type":"string","format":"date-time"},"break_out":{"type":"string","format":"date-time"}}}}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-time-card" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.breaks === undefined){
data.breaks = [];
}
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.employee_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.clock_in === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clock_in"},message:"must have required property '"+"clock_in"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "employee_id")) || (key0 === "clock_in")) || (key0 === "clock_out")) || (key0 === "breaks"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema18.properties.id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.id.type,parentSchema:schema18.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.employee_id !== undefined){
let data1 = data.employee_id;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err6 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema18.properties.employee_id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.employee_id.type,parentSchema:schema18.properties.employee_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.clock_in !== undefined){
let data2 = data.clock_in;
if(typeof data2 === "string"){
if(!(formats6.validate(data2))){
const err8 = {instancePath:instancePath+"/clock_in",schemaPath:"#/properties/clock_in/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.clock_in,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/clock_in",schemaPath:"#/properties/clock_in/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.clock_in.type,parentSchema:schema18.properties.clock_in,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.clock_out !== undefined){
let data3 = data.clock_out;
if(typeof data3 === "string"){
if(!(formats6.validate(data3))){
const err10 = {instancePath:instancePath+"/clock_out",schemaPath:"#/properties/clock_out/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.clock_out,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/clock_out",schemaPath:"#/properties/clock_out/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.clock_out.type,parentSchema:schema18.properties.clock_out,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data4 = data.breaks;
if(Array.isArray(data4)){
if(data4.length > 20){
const err12 = {instancePath:instancePath+"/breaks",schemaPath:"#/properties/breaks/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema18.properties.breaks,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.break_in === undefined){
const err13 = {instancePath:instancePath+"/breaks/" + i0,schemaPath:"#/properties/breaks/items/required",keyword:"required",params:{missingProperty: "break_in"},message:"must have required property '"+"break_in"+"'",schema:schema18.properties.breaks.items.required,parentSchema:schema18.properties.breaks.items,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.break_out === undefined){
const err14 = {instancePath:instancePath+"/breaks/" + i0,schemaPath:"#/properties/breaks/items/required",keyword:"required",params:{missingProperty: "break_out"},message:"must have required property '"+"break_out"+"'",schema:schema18.properties.breaks.items.required,parentSchema:schema18.properties.breaks.items,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "break_in") || (key1 === "break_out"))){
const err15 = {instancePath:instancePath+"/breaks/" + i0,schemaPath:"#/properties/breaks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18.properties.breaks.items,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.break_in !== undefined){
let data6 = data5.break_in;
if(typeof data6 === "string"){
if(!(formats6.validate(data6))){
const err16 = {instancePath:instancePath+"/breaks/" + i0+"/break_in",schemaPath:"#/properties/breaks/items/properties/break_in/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.breaks.items.properties.break_in,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/breaks/" + i0+"/break_in",schemaPath:"#/properties/breaks/items/properties/break_in/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.breaks.items.properties.break_in.type,parentSchema:schema18.properties.breaks.items.properties.break_in,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.break_out !== undefined){
let data7 = data5.break_out;
if(typeof data7 === "string"){
if(!(formats6.validate(data7))){
const err18 = {instancePath:instancePath+"/breaks/" + i0+"/break_out",schemaPath:"#/properties/breaks/items/properties/break_out/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema18.properties.breaks.items.properties.break_out,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/breaks/" + i0+"/break_out",schemaPath:"#/properties/breaks/items/properties/break_out/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.breaks.items.properties.break_out.type,parentSchema:schema18.properties.breaks.items.properties.break_out,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/breaks/" + i0,schemaPath:"#/properties/breaks/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.properties.breaks.items.type,parentSchema:schema18.properties.breaks.items,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/breaks",schemaPath:"#/properties/breaks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.breaks.type,parentSchema:schema18.properties.breaks,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}
