/** Month names in Bengali, for "মার্চ ২০২৫" under a guest's review. */
export const months = "জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর";
