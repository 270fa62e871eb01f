import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Visitors whose trouble came through a phone or the internet (shared photos and videos, voice-note insults and threats, mobile money and "wrong number" scams, arrests over posts, hacked accounts, fake online land sellers and shops, SIM and phone theft) plus phone questions the firm does not handle. Writers: Aminata Kallon, 19, a Fourah Bay College student in Freetown on an iPhone, anxious and writing in SMS shorthand; Pa Alimamy Kargbo, 68, a retired headmaster in Kabala whose grandson types his formal letters; Mamie Fofanah, 34, a market trader in Kenema who writes angry Krio about mobile money; Bobo Kanu, 24, an okada rider and Facebook page admin in Makeni with a cracked Tecno and heavy typos; Dr Fatu Cole-Williams, 45, a pharmacist in Maryland writing precise English about family and land at home; Kadiatu Mansaray, 52, a nurse in Koidu who types fast and in panic; Mohamed Lamin Dumbuya, 30, a phone-shop owner in Waterloo, brisk and businesslike; Sahr Komba, 40, a secondary school teacher in Bo who writes plain English with some Krio.

export const THIRTY_FOURTH_TEST_SET: LabelledMessage[] = [
  // urgent
  {
    message: "pls help my brother dey na CID since yestiday because of wetin e post na facebook about di minister. dem nor gree make we see am",
    intent: "urgent",
  },
  {
    message:
      "Good evening. My son Abu was picked up this morning by police at Lumley over a voice note he sent in a WhatsApp group criticising the Paramount Chief. He is still at the station. What do we do now?",
    intent: "urgent",
  },
  { message: "Police dem don cam na mi os now now say dem de tek mi man go Kenema for one voice note. Abeg una help", intent: "urgent" },
  { message: "URGENT my cousin arrested Makeni central police for sharing a video on tiktok. no bail. they say cyber crime", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my grandson Mohamed, who has been detained at the Kabala Police Station since Friday in connection with a comment on Facebook concerning the District Council Chairman. He has not been charged with any offence. Kindly assist us urgently. Yours faithfully, A. Kargbo",
    intent: "urgent",
  },
  {
    message: "dem hold mi padi na Kissy police ova one wrong number scam wey e nor sabi notin bout. dem say na im SIM dem use. e de na cell now",
    intent: "urgent",
  },
  {
    message:
      "my husband's stolen phone was used to defraud people and now the police have arrested HIM. he's been in the cell at Congo Cross since 2am. please someone answer",
    intent: "urgent",
  },
  {
    message:
      "They've taken my sister from her office in handcuffs, they said a big man reported her for a post. Where will they take her?? I need a lawyer NOW",
    intent: "urgent",
  },
  {
    message: "am in police custody at Bo, dey allow me 1 call so i use small data to write here. they say i insult the honourable in voice note. help",
    intent: "urgent",
  },
  {
    message: "soldiers came and took my uncle in Koidu after a video of him complaining about the mining company went viral. nobody knows where they took him",
    intent: "urgent",
  },
  {
    message: "Dem arrest mi pikin na school for picture wey dem share na WhatsApp. Nor im share am! E de na Bo police station. Wetin a go do",
    intent: "urgent",
  },
  {
    message:
      "The police are outside right now asking for my son because someone hacked his facebook and borrowed money from people in his name. They want to take him. please",
    intent: "urgent",
  },
  {
    message:
      "I'm in Maryland. My younger brother in Freetown was arrested last night by CID over a Facebook Live in which he accused a senior officer of corruption. He is still being held and we cannot reach anyone there. Can your firm send someone to the station today?",
    intent: "urgent",
  },
  { message: "brother held at waterloo police 3 days now no court, ova orange money transfer dem say na fraud. he na agent only!!", intent: "urgent" },
  { message: "dem don lock mi man na cell ova voice note e sen to di chief im pikin. abeg", intent: "urgent" },
  {
    message: "my fiance was detained at Ross Road station for a tweet. they seized his phone. he hasnt eaten since yesterday and they wont let us in",
    intent: "urgent",
  },
  {
    message:
      "Help. Police took my phone and me to the station. I am in the station now in Lunsar. They say the account that posted the insults is mine. Its not mine",
    intent: "urgent",
  },
  { message: "wetin fo do, CID don hold mi broda since monday because im pikin post some video, dem say na im get di fon", intent: "urgent" },
  {
    message:
      "They arrested my dad this morning in Port Loko. The councillor says dad insulted him in a voice note in the town group chat. Dad is 70 and diabetic and he is still there without his medicine.",
    intent: "urgent",
  },
  { message: "officers de carry mi wife go now now, she de cry, na bicos of one comment na fb. pls somebody call me", intent: "urgent" },
  {
    message: "My friend has been in custody at the cyber crime unit since Thursday. They keep saying investigation is ongoing. No lawyer has seen him yet.",
    intent: "urgent",
  },
  { message: "dem ketch mi boy na Kenema junction wit im fon, police say e de pan momo scam gang. e nor know notin. pls hurry", intent: "urgent" },
  {
    message:
      "Good afternoon I am writing from Kailahun. My husband was arrested by police this morning after a complaint that he posted the picture of the Section Chief on Facebook with insults. He is still in the cell. We need help quickly.",
    intent: "urgent",
  },
  {
    message: "2 police men just enter my shop in Lumley they saying i sold a stolen iphone and they taking me to station. what do i do right now",
    intent: "urgent",
  },
  { message: "sis dem hold am na Lungi airport, immigration say na bikos of wetin e post online. dem nor lef am fo go", intent: "urgent" },
  { message: "nephew in jail at Magburaka over his whatsapp status about the DC. they say they will transfer him to Freetown tonight", intent: "urgent" },
  { message: "Abeg una sen lawyer na Eastern Police. Mi broda de insai since las nite, na facebook palava", intent: "urgent" },
  {
    message:
      "my husband sent a voice note in the youth group insulting the chairman and tonight police came and took him from the house. he is in the cell at Kambia now",
    intent: "urgent",
  },
  {
    message: "HELP my son 19 arrested, police say his instagram account was used to sell fake visas. the account was HACKED!! he is at Central police",
    intent: "urgent",
  },
  {
    message: "Is there a lawyer who can go to the police station in Bo now? One of my students was detained this morning over a video he shared of a teacher.",
    intent: "urgent",
  },
  { message: "police de hold mi mama na Wellington bikos one woman say mama scam am tru orange money. Mama nor sabi use fon self", intent: "urgent" },
  { message: "They came with a warrant they said, taking my brother for 'cyber stalking'. They are putting him in the vehicle right now", intent: "urgent" },
  { message: "my husband detained 5 days now at Koidu police for whatsapp voice note. they refuse bail. we need lawyer fast pls pls", intent: "urgent" },
  {
    message: "They took my friend away in an unmarked car after he posted against the mayor. They said they were CID. We don't know which station he is in.",
    intent: "urgent",
  },
  {
    message:
      "I am informed that my son-in-law is being held at the Moyamba Police Division on account of a message circulated from his telephone. I am an old man and cannot travel. Can a lawyer attend to him at once?",
    intent: "urgent",
  },
  { message: "dem don arrest mi wan padi ova pikchas na im fon. e de na cell na Kissy. im mama de cry", intent: "urgent" },
  {
    message: "my daughter was taken by police from her hostel at Njala this morning over a tiktok video about her lecturer. she is still detained, phone off",
    intent: "urgent",
  },
  {
    message:
      "cops at the gate now for my husband, something about money he 'borrowed' on facebook that he never borrowed, his account was hacked. they want to take him",
    intent: "urgent",
  },
  {
    message: "im in the back of the police pickup now, they took my phone but i have my sisters. they say i posted the video. pls someone come to Congo Cross",
    intent: "urgent",
  },
  {
    message:
      "Brother held at Pujehun police since Sunday for sharing a voice note about the MP. No charge yet. The family cannot pay much but we need someone today.",
    intent: "urgent",
  },

  // safety
  { message: "e sen me voice note say tiday e go kill me if a nor pay am back di moni. a de fred fo go os", intent: "safety" },
  {
    message:
      "my ex is outside my gate right now. he found my location through my phone and keeps calling. he said he will burn my face. i am alone with the kids",
    intent: "safety",
  },
  {
    message: "people are gathering outside my shop because a video on facebook says I stole a child. they have sticks. please what number do I call",
    intent: "safety",
  },
  { message: "some women de tret me na whatsapp say dem go beat me wen a cam market tumara. dem don sen 6 voice note", intent: "safety" },
  {
    message:
      "my husband saw messages on my phone and beat me tonight. he took the phone, I am using my neighbour's phone. he said he will come back to finish me",
    intent: "safety",
  },
  { message: "sum boys na di area say dem go kil mi broda bcos e post dem na fb. dem de luk am now na di street", intent: "safety" },
  {
    message: "Someone has been following me home from work for a week and sending me photos of my door on WhatsApp. Tonight he wrote \"I'm close\". I'm scared",
    intent: "safety",
  },
  {
    message: "my stepdad is threatening me because i posted about what he did to me on facebook. he says he'll kill me. im 17 and im at home with him",
    intent: "safety",
  },
  {
    message:
      "The man who scammed me on Orange Money found out I reported him and now he sends voice notes saying he knows where my children go to school. They are at school now.",
    intent: "safety",
  },
  { message: "dem don drive me an mi pikin dem comot na os dis nite bikos mi man see pikcha na mi fon. wi de na rod. 3 pikin", intent: "safety" },
  {
    message: "my ex posted my nude photos and now the boys in my area are harassing me and one tried to drag me into a house. im hiding in a shop",
    intent: "safety",
  },
  {
    message: "A mob is coming to my compound in Makeni, they are saying on WhatsApp that I am a witch because of a video someone edited. Please help me",
    intent: "safety",
  },
  {
    message: "mi wif im famili de tret me na voice note, dem say if a go court dem go sen boys fo wound me. dem don cam di os tiday wit stick",
    intent: "safety",
  },
  {
    message: "I am being stalked by someone who hacked my Instagram. He sends my live location back to me and tells me which road I am walking on. Right now.",
    intent: "safety",
  },
  {
    message: "the loan app people sent my photo to all my contacts and now some men called to say they're coming to my house tonight to beat me for the money",
    intent: "safety",
  },
  {
    message:
      "My neighbour has threatened by telephone to set fire to my house this night over a quarrel that began on the village WhatsApp group. I am elderly and alone. What must I do?",
    intent: "safety",
  },
  {
    message: "my boyfriend beat me because i didnt answer his calls, now he is at my door banging and shouting. i locked myself in the bathroom",
    intent: "safety",
  },
  {
    message: "some people in my village said they will cut me because I sent a voice note about the chief. I am hiding outside the town near Kabala now",
    intent: "safety",
  },
  {
    message:
      'Threat message from unknown number: "we will take your daughter". They have her picture in school uniform. She walks home at 2. What do I do now??',
    intent: "safety",
  },
  { message: "abeg, man de knock mi door since 1 hour, e say e go kill me if a nor delete di video. a de insai wit mi sista", intent: "safety" },
  {
    message: "he posted my address on facebook and told people to come and deal with me. strangers have been passing my house shouting. im scared for tonight",
    intent: "safety",
  },
  {
    message:
      "My husband has my phone and reads everything. He slapped me and said if I go to my mother he will kill me. I am writing from my laptop while he sleeps.",
    intent: "safety",
  },
  { message: "pls emergency, boys dem attack mi na Waterloo ova one fon dem say a tif. dem de wound me, a run enta one shop", intent: "safety" },
  {
    message:
      "my uncle keeps calling at night saying he'll burn the family house with me inside if I dont give him the land documents. today he came with a cutlass",
    intent: "safety",
  },
  {
    message:
      "my daughter's ex boyfriend is threatening to kill her, he sent a video of a knife on whatsapp and says he is coming tonight. she is with me in Koidu",
    intent: "safety",
  },

  // legal-question
  { message: "Is it a crime in Sierra Leone to share someone's naked picture on WhatsApp without their permission?", intent: "legal-question" },
  { message: "can police arrest me just for a facebook post criticising govt? isnt that freedom of speech", intent: "legal-question" },
  { message: "If I send money by mistake to a wrong number on Orange Money, is the person forced by law to give it back?", intent: "legal-question" },
  { message: "Will I win if I sue the man who insulted me in voice notes in our church WhatsApp group? Everybody heard it.", intent: "legal-question" },
  { message: "wat r my rights if my boss sack me bcoz of my tiktok video i made outside work", intent: "legal-question" },
  { message: "is a screenshot of whatsapp chat accepted as evidence in court in salone?", intent: "legal-question" },
  {
    message: "My Facebook account was hacked and the hacker borrowed Le 15,000 from my friends in my name. Am I legally responsible to pay them back?",
    intent: "legal-question",
  },
  {
    message:
      "If I paid a deposit to a land seller I found on Facebook and the documents turn out to be fake, can I recover the money from the man who received it, even though he says he was only an agent?",
    intent: "legal-question",
    also: ["area:land"],
  },
  { message: "abeg, e legal fo mi man check mi fon widout mi permission?", intent: "legal-question" },
  { message: "how much can court give me for the video dem share of me? like compensation", intent: "legal-question" },
  {
    message: "Can Africell be held liable for doing a SIM swap without seeing my ID, which let a fraudster empty my Afrimoney account?",
    intent: "legal-question",
  },
  { message: "my ex wants to use my facebook photos at parties to show im an unfit mother. can he do that", intent: "legal-question" },
  {
    message:
      "Kindly advise whether recording a telephone conversation without the knowledge of the other party is lawful, and whether such a recording may be used against him.",
    intent: "legal-question",
  },
  { message: "if i buy phone on facebook marketplace an e turn out say na tif fon, police go charge me too?", intent: "legal-question" },
  { message: "am I entitled to a refund if the online seller sent me a fake Samsung?", intent: "legal-question" },
  { message: "is it illegal to post the face of a thief on facebook? the boy stole my phone and i want to expose him", intent: "legal-question" },
  {
    message: "Can the bank refuse to refund money that left my account through a fake link? The text message looked exactly like theirs.",
    intent: "legal-question",
  },
  { message: "Under the Cyber Security and Crime Act, what is the punishment for someone who threatens you by voice note?", intent: "legal-question" },
  { message: "mi broda sell mi papa lan to somebody wey e find na facebook. e legal? na famili lan", intent: "legal-question" },
  { message: "if I insult someone in a voice note in Krio but I did not call his name, can he still take me to court?", intent: "legal-question" },
  { message: "Do I have to unlock my phone if the police ask me to? They say refusing is an offence", intent: "legal-question" },
  { message: "my employer reads our work whatsapp group and cut my salary for a joke I posted there. can he do that by law?", intent: "legal-question" },
  { message: "What happens legally if someone registers a SIM card with my ID card and uses it for fraud? Am I in trouble?", intent: "legal-question" },
  { message: "mi man divorce me na whatsapp message. dat one na real divorce na Salone?", intent: "legal-question", also: ["area:family"] },
  {
    message:
      "I ordered goods from an Instagram boutique, paid in full and they blocked me. Can I force them to refund, or is it my loss because there was no written contract?",
    intent: "legal-question",
  },
  { message: "shd i pay di man wey say a owe am if na only voice note e get as proof? e go win na court?", intent: "legal-question" },
  { message: "is posting my child's photos online without the father's consent against the law?", intent: "legal-question" },
  {
    message: "My tenant posted on Facebook that I am a wicked landlord and now other tenants are laughing at me. Can I evict him for that?",
    intent: "legal-question",
  },
  { message: "A mobile money agent gave out my money to a scammer who had my PIN. Who is liable, the agent, the company or me?", intent: "legal-question" },
  { message: "is it legal for police to keep my phone 3 months as 'exhibit' when i am not even charged?", intent: "legal-question" },
  {
    message: "Dear Sir, my late father recorded his will as a video on his phone before he died. Will the court accept it as his valid will?",
    intent: "legal-question",
  },
  {
    message: "if my friend took my phone and sent money from my momo to himself, is that theft or just friend matter? can i charge him",
    intent: "legal-question",
  },

  // off-topic
  { message: "how do I fix my phone screen that keeps flickering? tecno spark 10", intent: "off-topic" },
  { message: "which network get cheapest data bundle now, orange or africell?", intent: "off-topic" },
  { message: "how do i grow my facebook page to 10k followers fast", intent: "off-topic" },
  { message: "abeg how fo recover whatsapp wey dem hack? a nor de get di code", intent: "off-topic" },
  { message: "Write me a poem about justice for victims of cyber bullying", intent: "off-topic" },
  { message: "wats d price of iphone 13 in freetown now", intent: "off-topic" },
  { message: "what is the code to check Orange Money balance", intent: "off-topic" },
  { message: "Can you help me write a speech on 'The Law and Social Media' for our school debate on Friday? I am the principal speaker.", intent: "off-topic" },
  { message: "how many dollars is 1000 new leones today", intent: "off-topic" },
  { message: "how to make my tiktok video go viral", intent: "off-topic" },
  { message: "who win Leone Stars match yestade?", intent: "off-topic" },
  { message: "mi fon de hot an di battery nor de last. wetin fo do", intent: "off-topic" },
  { message: "how can I hack my boyfriends whatsapp to see who he is chatting with", intent: "off-topic" },
  { message: "Could you kindly explain how one sends a photograph by electronic mail from a telephone? My grandson has travelled.", intent: "off-topic" },
  { message: "essay: discuss the causes and effects of cybercrime in sierra leone. 500 words pls due tomorrow", intent: "off-topic" },
  { message: "i need a job, is Orange SL recruiting?", intent: "off-topic" },
  { message: "how to block unknown numbers on android", intent: "off-topic" },
  { message: "is it going to rain in Bo tomorrow? I want to go to town to charge my phone", intent: "off-topic" },
  { message: "wetin na di code fo buy africell bundle 1 week", intent: "off-topic" },
  { message: "recommend a good cheap smartphone under NLe 1,500", intent: "off-topic" },
  { message: "how do I get the blue tick on my facebook business page", intent: "off-topic" },
  { message: 'Translate "you have been scammed" into Temne please', intent: "off-topic" },
  { message: "my laptop has virus, pop ups everywhere. how to remove", intent: "off-topic" },
  { message: "how to delete my facebook account permanently", intent: "off-topic" },
  { message: "which app is best for editing videos for my youtube channel", intent: "off-topic" },
  { message: "what is the meaning of phishing", intent: "off-topic" },
  { message: "best time fo post na instagram fo get plenty like?", intent: "off-topic" },
  { message: "my grandma has malaria, what medicine should she take", intent: "off-topic" },
  { message: "how do I transfer money from Afrimoney to Orange Money", intent: "off-topic" },
  { message: "why mi sim de show 'no service' since yestade", intent: "off-topic" },
  { message: "can u design logo for my online shop", intent: "off-topic" },
  { message: "Please draft a funny wedding toast for my brother, he met his wife on Facebook lol", intent: "off-topic" },
  { message: "Whats the difference between 4G and 5G and does salone have 5G yet", intent: "off-topic" },
  { message: "how to stop my pikin from watching bad things on youtube", intent: "off-topic" },
  { message: "how fo cook jollof rice fo party? mi wif say make a ask", intent: "off-topic" },
  { message: "how to know if a facebook account is fake before i accept the friend request", intent: "off-topic" },
  { message: "pls send me free data i beg. 1GB only", intent: "off-topic" },
  { message: "What's the capital of Ghana? It's for a quiz in my WhatsApp group", intent: "off-topic" },
  { message: "how can I monetize my facebook page in sierra leone, is it possible", intent: "off-topic" },
  { message: "Can you recommend a good phone repair shop in Lumley?", intent: "off-topic" },

  // booking
  { message: "I want to book a consultation about my photos being shared on WhatsApp. When is the earliest?", intent: "booking", also: ["area:criminal"] },
  { message: "abeg a wan see lawyer tumara ova mi orange money wey dem tif", intent: "booking" },
  { message: "Can I meet Mr Jalloh on Thursday? My son has been charged over a Facebook post and he is on bail.", intent: "booking" },
  {
    message:
      "I wish to arrange an appointment with one of your learned counsel concerning land I paid for through an agent found on the internet. I shall travel from Kabala on Tuesday next.",
    intent: "booking",
  },
  { message: "book me 4 2moro 10am pls", intent: "booking" },
  { message: "I'm abroad. Could I have a video consultation on WhatsApp or Zoom with your land lawyer? Evenings my time work best.", intent: "booking" },
  { message: "a wan cam una ofis monday fo tok to lawyer bout mi fon an sim wey dem tif", intent: "booking" },
  { message: "Please schedule a meeting for me with the family lawyer, my husband is using my chats against me in the divorce", intent: "booking" },
  { message: "Is it possible to see a lawyer on Saturday morning? I work weekdays at the hospital", intent: "booking", also: ["hours"] },
  { message: "I need an appointment next week re: a supplier who took my money on Instagram and never delivered", intent: "booking", also: ["area:contract"] },
  { message: "hi, cn i cum in frday 2 c sum1 bout hackd acount", intent: "booking" },
  { message: "I'd like a consultation with Christiana Thomas about being dismissed by WhatsApp message.", intent: "booking" },
  { message: "how do I book an appointment? first time doing this", intent: "booking" },
  { message: "mi an mi wif wan cam see una fo tok bout di voice note case. wetin day una get space", intent: "booking" },
  { message: "Can I get a slot this afternoon? It's about a fake land seller I found online and I'm only in Freetown until Sunday.", intent: "booking" },
  { message: "I want to sit down with a lawyer face to face, not on the phone. when can I come", intent: "booking" },
  { message: "Please book me with Hawa Turay. My father's will is a voice recording and my uncles are fighting over it.", intent: "booking" },
  { message: "appointment pls. name Mariama, matter is mobile money fraud, any day after 2pm", intent: "booking" },
  { message: "Kindly fix a date for me to consult a lawyer regarding an online investment group that took my savings.", intent: "booking" },
  { message: "can I come Wednesday with my documents for a consultation? its about the picture they posted", intent: "booking" },
  { message: "I need to see a lawyer about my brother's case (he was released on bail yesterday). Can we come tomorrow morning?", intent: "booking" },
  { message: "wan mek appointment fo mi mama, dem scam am na fon. she old so e betta if na early morning", intent: "booking" },
  { message: "Can I have my consultation by phone instead of coming in? I'm in Kenema and can't travel right now", intent: "booking" },
  { message: "i want consultation asap with criminal lawyer, police summon me for monday over a tweet", intent: "booking", also: ["area:criminal"] },

  // area:family
  { message: "My husband found chats on my phone and now he wants a divorce. I need help with the divorce and with keeping my kids.", intent: "area:family" },
  {
    message: "mi pikin papa de na America an e nor de sen moni fo di pikin again, e block me na whatsapp. a wan make e pay maintenance",
    intent: "area:family",
  },
  {
    message:
      "My ex keeps posting our daughter on his TikTok for views and asking people to send donations for her. I want the custody arrangement changed. Can you help?",
    intent: "area:family",
  },
  {
    message:
      "My late son left a recorded message on his telephone dividing his property among his children. His widow disputes it. We require assistance with the administration of his estate.",
    intent: "area:family",
  },
  { message: "we married in Freetown but he lives in Germany now and only talks by WhatsApp. I want a divorce. do you do this?", intent: "area:family" },
  { message: "My wife took our son to her village and switched off her phone for 2 months. I want to see my child. please help me", intent: "area:family" },
  { message: "need help with adopting my niece. her parents died and relatives abroad are fighting me on facebook about it", intent: "area:family" },
  { message: "papa die an e lef moni na im orange money an bank, mi uncle dem don tek im fon. wi wan get wi right as im pikin dem", intent: "area:family" },
  { message: "my husband married another wife he met on facebook and stopped supporting us. i want maintenance for our 4 children", intent: "area:family" },
  {
    message:
      "My father died last month in Bo. There is a will, but my stepmother has posted online that it is forged. I need a lawyer to handle probate from my end.",
    intent: "area:family",
  },
  { message: "di man nor gree say na im pikin, e say e go do DNA an e de curse me na voice note. a wan go court fo maintenance", intent: "area:family" },
  { message: "I want to make a proper will. I'm worried my family will fight over my phone shop and mobile money business when I die.", intent: "area:family" },
  {
    message: "ex husband is sharing our private divorce papers in whatsapp groups and using it to try get custody. help me with the custody case please",
    intent: "area:family",
  },
  { message: "my son (22) married a woman he met online, she is now divorcing him and wants half his house. we need a family lawyer", intent: "area:family" },
  { message: "Custody issue: my child's mother moved to Guinea and only lets me video call him. I'd like to formalise access.", intent: "area:family" },
  { message: "I want to divorce. My husband controls my phone and all my money. I just need to start the process quietly", intent: "area:family" },

  // area:business
  { message: "I want to register my online shop as a company. I sell phones on Instagram and WhatsApp.", intent: "area:business" },
  { message: "abeg a wan register mi business, a de sell cloth na facebook", intent: "area:business" },
  {
    message: "My co-founder changed the password of our company's Facebook page and the bank app and locked me out. We're both shareholders. Need help.",
    intent: "area:business",
  },
  {
    message: "We are starting a mobile money savings app in Makeni. We need help with setting up the company and licensing with the Bank of Sierra Leone.",
    intent: "area:business",
  },
  {
    message: "My sons wish to incorporate a family company to run our internet café in Kabala. I should be grateful for your assistance with the procedure.",
    intent: "area:business",
  },
  { message: "need shareholder agreement for me and 2 friends, we are building a delivery app", intent: "area:business" },
  {
    message:
      "Our company email was hacked and a client paid a big invoice into the hacker's account. Our bank is refusing to cooperate. Can your business lawyer help?",
    intent: "area:business",
  },
  {
    message: "I want to invest in a telecom tower company in Sierra Leone from abroad and need a lawyer to check the company and its documents first.",
    intent: "area:business",
  },
  { message: "mi an mi padi get mobile money agent business, e don de tek di profit alone. wi nor get paper. a wan sort am out", intent: "area:business" },
  {
    message: "Board of our microfinance company is fighting over a director who posts company issues on WhatsApp status. need help on governance",
    intent: "area:business",
  },
  { message: "Can you help me get a business registration certificate for my phone repair shop in Kenema?", intent: "area:business" },
  { message: "I run a Facebook page with 200k followers and want to turn it into a proper media company with investors", intent: "area:business" },
  {
    message: "di bank freeze mi business account bikos of one transfer from customer dem say na fraud. a wan dem open am, mi business don stop",
    intent: "area:business",
  },
  {
    message:
      "I was invited through a WhatsApp group to invest $10,000 in a Freetown crypto trading company. Before I send anything, I would like a lawyer to confirm whether the company is real and registered.",
    intent: "area:business",
  },
  { message: "we want open cyber café an sell sim card, wetin paper wi need fo register di business? una fit help", intent: "area:business" },
  {
    message: "shareholders meeting palava. one shareholder recorded the meeting on his phone and posted it. we need a corporate lawyer",
    intent: "area:business",
  },

  // area:shipping
  {
    message: "I ordered 200 phones from China, the container is stuck at Queen Elizabeth II Quay and customs want huge duty. Need help.",
    intent: "area:shipping",
  },
  { message: "clearing agent wey a find na facebook tek mi moni an di container still de na port. e nor de pick mi call", intent: "area:shipping" },
  {
    message:
      "Our shipping line sent us an email with new bank details for the freight. We paid. Turns out the email was hacked. The cargo is now held at the quay for non-payment.",
    intent: "area:shipping",
  },
  {
    message: "the laptops we imported arrived damaged, water inside the container. we want to make a cargo claim against the shipper",
    intent: "area:shipping",
  },
  {
    message: "A consignment of solar panels and radios sent to me by my son in the United States has been held at the port for three months. Kindly assist.",
    intent: "area:shipping",
  },
  { message: "mi goods tracking online show say dem don land since 2 week but port people say dem nor see am", intent: "area:shipping" },
  {
    message:
      "We negotiated a charter party with a vessel owner fully over WhatsApp and now he refuses to honour it. Is this something your shipping lawyer handles?",
    intent: "area:shipping",
  },
  { message: "customs seized my phones at the quay saying they're stolen goods. I have the invoices from Dubai", intent: "area:shipping" },
  { message: "Need to arrest a vessel, the owner owes us for supplies and he is about to sail. fast please", intent: "area:shipping" },
  {
    message:
      "I shipped a car and a barrel of electronics from Baltimore. The barrel arrived in Freetown but items were missing. Do you handle claims against the shipping company?",
    intent: "area:shipping",
  },
  {
    message: "port demurrage keeps adding up because the documents from the online supplier were wrong. need help sorting it with customs and the terminal",
    intent: "area:shipping",
  },
  { message: "a buy generator online from UK, dem ship am, now port say dem want paper wey a nor get. una de handle dis kain ting?", intent: "area:shipping" },
  { message: "Container of used phones marked as scrap by customs, they want to auction it. We need to stop it", intent: "area:shipping" },
  {
    message:
      "The freight forwarder's Facebook page vanished along with my goods. The bill of lading shows the vessel arrived at Freetown. Can you trace the cargo and make a claim?",
    intent: "area:shipping",
  },
  { message: "wi na small fishing company, port authority hold wi boat na di quay ova paper. wi need shipping lawyer", intent: "area:shipping" },
  {
    message: "I import electronics every month through QEII quay. Looking for a lawyer to handle our customs and port disputes generally.",
    intent: "area:shipping",
  },

  // area:land
  {
    message: "I found land for sale on Facebook in Waterloo, paid half by Orange Money, now the seller blocked me and someone else is building there.",
    intent: "area:land",
  },
  {
    message: "Before I pay for a plot advertised in a Facebook group at Tombo, I would like a proper title search done. Does your firm do that?",
    intent: "area:land",
  },
  { message: "mi broda dem de sell wi papa lan na facebook widout tel me. a wan stop am", intent: "area:land" },
  { message: "landlord sent me whatsapp message to leave in one week. I have a 2 year lease. please help", intent: "area:land" },
  {
    message:
      "A man has posted photographs of our family land at Kabala on the internet, offering it for sale. He is not of our family. We seek your intervention.",
    intent: "area:land",
  },
  { message: "mi neighbour post video na tiktok say mi fence de pan im lan. na boundary palava. a wan settle am proper", intent: "area:land" },
  { message: "I bought land through a man I met online and he gave me a survey plan. I want it checked and a proper conveyance done.", intent: "area:land" },
  { message: "we need a lease agreement for the shop where we sell phones in Kissy, landlord wants 5 years", intent: "area:land" },
  { message: "someone used my land photos and a picture of my title deed from Facebook to make fake documents and sold my land!!", intent: "area:land" },
  { message: "need land lawyer in Bo. fake seller online, my money gone, plot now has 3 owners", intent: "area:land" },
  { message: "tenant nor pay rent 8 month, e de curse me na voice note wen a ask. a wan e comot mi os", intent: "area:land" },
  { message: "My title deed was only on my stolen phone as photos, the original burnt in a fire. I need help getting a certified copy", intent: "area:land" },
  { message: "di man wey wi buy lan from don die an im pikin dem de post na facebook say na dem own. wi get conveyance. help us", intent: "area:land" },
  {
    message:
      "I paid an 'estate agent' on WhatsApp for a house in Goderich. It turns out the house belongs to someone else. I need help recovering my position on the property.",
    intent: "area:land",
  },
  { message: "Conveyancing needed for a plot at Lumley I agreed to buy through Instagram. seller seems ok but I want it done properly", intent: "area:land" },
  { message: "famili lan palava na Kono, mi uncle dem de argue na whatsapp group say dem wan sell di lan. a need lawyer", intent: "area:land" },

  // area:arbitration
  { message: "Me and my business partner fell out over our online store's profits. We don't want court, can you mediate?", intent: "area:arbitration" },
  { message: "Our contract with the app developer has an arbitration clause. He didn't deliver. We want to start arbitration.", intent: "area:arbitration" },
  { message: "we won an arbitration against a telecom company last year but they refuse to pay the award. need enforcement", intent: "area:arbitration" },
  {
    message:
      "My brother's sons and I disagree over the rent paid by the telephone company for the mast on our compound. We would prefer to settle quietly outside court. Is mediation possible with your chambers?",
    intent: "area:arbitration",
  },
  { message: "mi an mi supplier na China get palava ova di fon wi order. wi nor wan go court. una de do mediation?", intent: "area:arbitration" },
  {
    message: "Dispute with a web hosting company about lost data. Our agreement says disputes go to arbitration in Freetown. We need representation.",
    intent: "area:arbitration",
  },
  { message: "need a mediator for a fight between two mobile money agents who share one kiosk", intent: "area:arbitration" },
  {
    message:
      "My investment partner in Freetown and I disagree about the accounts of our internet business. I would like a neutral mediation we can both attend, partly online.",
    intent: "area:arbitration",
  },
  { message: "we are 3 companies in dispute about a fibre optic cable contract, looking for arbitration", intent: "area:arbitration" },
  {
    message: "How does arbitration work with you? We have a commercial dispute with a solar company that sold us faulty systems online",
    intent: "area:arbitration",
  },
  { message: "Influencer and brand dispute over unpaid campaign. both sides want to settle out of court", intent: "area:arbitration" },
  { message: "a wan settle palava wit di man wey print T-shirt fo mi online shop, nor court pls, jus tok", intent: "area:arbitration" },
  { message: "Can you enforce a foreign arbitration award here? It's against a Freetown company that bought software from us", intent: "area:arbitration" },
  {
    message: "we and our partner disagree on revenue from the digital billboard screens. the contract says mediation first. need help to start it",
    intent: "area:arbitration",
  },
  { message: "we prefer ADR. dispute with a logistics company over our e-commerce deliveries", intent: "area:arbitration" },
  { message: "a wan mediation wit mi former partner fo di fon shop. wi nor wan spend plenty moni na court", intent: "area:arbitration" },

  // area:contract
  {
    message: "I paid a seller on Facebook NLe 4,000 for a fridge, he never delivered and stopped answering. I have all the chats. I want my money back.",
    intent: "area:contract",
  },
  {
    message: "web designer collected full payment, site still not done after 6 months. we had a written agreement. help me enforce it",
    intent: "area:contract",
  },
  { message: "mi boss sack me na whatsapp message, nor letter, nor notice. a wan mi moni", intent: "area:contract" },
  { message: "I need a contract drafted for my influencer deals, brands keep not paying me after I post", intent: "area:contract" },
  {
    message:
      "I lent money to a relative by mobile money on the strength of promises made in text messages. He now refuses to repay. Kindly assist me in recovering it.",
    intent: "area:contract",
  },
  { message: "supplier in Dubai agreed on WhatsApp to send 50 phones, took the deposit, sent only 20. need to recover the balance", intent: "area:contract" },
  { message: "can someone review a phone financing agreement before I sign? its from a company selling phones on credit", intent: "area:contract" },
  { message: "mi customer tek goods on credit, 6 month now e don block mi number. a get receipt. a wan mi moni", intent: "area:contract" },
  { message: "Employment contracts needed for 5 staff at my phone shop", intent: "area:contract" },
  {
    message:
      "I hired a contractor over WhatsApp to build my house in Kenema. He has taken $8,000 and the work is nowhere. We signed an agreement. I need it enforced.",
    intent: "area:contract",
  },
  { message: "online seller sent me wrong items and refuses to exchange. i paid by Afrimoney. can una help me recover?", intent: "area:contract" },
  { message: "a sign contract wit one company fo sell dem data bundle, dem nor pay mi commission 3 month now", intent: "area:contract" },
  { message: "the data company I work for wants me to sign a new contract with a non-compete clause. please review it", intent: "area:contract" },
  { message: "the printer we contracted for our flyers, we paid by bank transfer, he never did it and now says he doesn't know us", intent: "area:contract" },
  {
    message: "A client owes my social media agency NLe 25,000 for work done under a signed service agreement. We need a demand letter.",
    intent: "area:contract",
  },
  {
    message: "bought 'guaranteed' solar kit from an Instagram seller, it broke in a week, he promised warranty in the chat. now refusing",
    intent: "area:contract",
  },

  // area:criminal
  {
    message:
      "Someone hacked my Facebook two weeks ago and used it to borrow money from my friends and family, nearly NLe 9,000 in total. Some of them now think I did it. I have reported at the police station but nothing has moved. I want the person found and prosecuted. Can you help?",
    intent: "area:criminal",
  },
  { message: "dem tif mi moni na orange money, dem call me say na orange customer care. a wan report dem proper", intent: "area:criminal" },
  { message: "my ex shared my private video in WhatsApp groups. i want him prosecuted. please help", intent: "area:criminal" },
  {
    message: "My brother was released on bail yesterday over a Facebook post. His case is in court next week. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "CID invited me for questioning on Monday about a voice note. I'm not arrested. I want a lawyer with me when I go.", intent: "area:criminal" },
  {
    message:
      "My grandson has been charged with cyber-bullying under the new Act and the matter is before the Magistrate Court in Kabala. He is on bail. We require counsel.",
    intent: "area:criminal",
  },
  { message: "sumbody de call me say 'wrong number' den ask fo moni, now dem get mi ID. a wan report am to police wit lawyer", intent: "area:criminal" },
  {
    message: "my phone and SIM were stolen and the thief used my Afrimoney. I have the police report. need help to follow up and get them charged",
    intent: "area:criminal",
  },
  { message: "I was detained for 3 days last month over a post and beaten in the cell. I want to file a human rights claim.", intent: "area:criminal" },
  {
    message:
      "My photos were stolen and used on a fake profile for a romance scam, and now I am the one accused in Freetown. I'm told there is a warrant. I have not travelled home yet. I need a criminal lawyer to handle this.",
    intent: "area:criminal",
  },
  { message: "my son convicted for sharing a video, 1 year. we want to appeal", intent: "area:criminal" },
  { message: "someone is impersonating me on facebook and collecting money from people in my name. i want the police to act", intent: "area:criminal" },
  { message: "na mi neighbour tif mi fon, a see am wit am. a wan carry am go court", intent: "area:criminal" },
  { message: "got a court summons about a cyber defamation complaint from my former boss. need defence", intent: "area:criminal" },
  { message: "I was a victim of a loan app scam, they took my contacts and photos. I want to press charges against the company.", intent: "area:criminal" },
  { message: "My brother is out on bail on SIM box fraud charges and trial starts soon. Does your firm defend such cases?", intent: "area:criminal" },

  // hours
  { message: "wetin tem una de open?", intent: "hours" },
  { message: "are you open on saturday", intent: "hours" },
  { message: "Are you open today? It's Independence Day", intent: "hours" },
  { message: "wat tym u close 2day", intent: "hours" },
  { message: "Please state your office hours. I shall be coming from Kabala and the journey is long.", intent: "hours" },
  { message: "Will the office be open on Eid ul-Fitr?", intent: "hours" },
  { message: "open on sunday?", intent: "hours" },
  { message: "until what time can I come in on Friday?", intent: "hours" },
  { message: "What are your working hours? I'm in the US so I need to work out the time difference.", intent: "hours" },
  { message: "una de open during lunch time?", intent: "hours" },
  { message: "is the office open on Christmas Eve?", intent: "hours" },
  { message: "hw early u open in d mornin", intent: "hours" },
  { message: "Are you open now? It's 7pm", intent: "hours" },
  { message: "a fit cam afta 5? a de work", intent: "hours" },
  { message: "Do you work on public holidays like Good Friday?", intent: "hours" },
  { message: "wich days una de open", intent: "hours" },

  // services
  { message: "what kinds of cases do you take?", intent: "services" },
  { message: "what does your firm do exactly", intent: "services" },
  { message: "Kindly furnish me with a list of the services your chambers offers.", intent: "services" },
  { message: "wetin una de do? na only court case?", intent: "services" },
  {
    message: "what areas of law do you cover? I have a few problems that came from the internet and I don't know if it's your kind of thing",
    intent: "services",
  },
  { message: "I saw your ad on Facebook. What services do you offer?", intent: "services" },
  { message: "do you only do big company cases or ordinary people too?", intent: "services" },
  { message: "wetin kain legal work una de do", intent: "services" },
  { message: "Is this firm for all kinds of problems or only some?", intent: "services" },
  { message: "ur services pls", intent: "services" },
  { message: "Before I explain my problem, what are the main things your chambers handles?", intent: "services" },
  { message: "Hello, I found you on Google. What kind of law do you practise?", intent: "services" },

  // team
  { message: "who are the lawyers in your firm?", intent: "team" },
  { message: "how many lawyers una get?", intent: "team" },
  { message: "do you have a lawyer who deals with internet and phone matters specifically?", intent: "team" },
  { message: "pls list your lawyers and what each one does", intent: "team" },
  { message: "Are any of your lawyers women? I'd prefer to talk to a woman about the photos", intent: "team" },
  { message: "May I know the names of the advocates in your chambers and their fields of practice?", intent: "team" },
  { message: "hu among una lawyer dem sabi bout cyber crime case?", intent: "team" },
  { message: "Which of your attorneys handle criminal cases?", intent: "team" },
  { message: "is there a senior lawyer there or na only young ones", intent: "team" },
  { message: "Before I engage you, could you tell me about your team? How many partners and associates?", intent: "team" },
  { message: "who d lawyer dem?", intent: "team" },
  { message: "hu de handle lan matter na una ofis? a de find di name", intent: "team" },

  // contact
  { message: "how can I reach you people?", intent: "contact" },
  { message: "how do I contact the firm apart from this chat?", intent: "contact" },
  { message: "wetin na di way fo reach una", intent: "contact" },
  { message: "By what means may I get in touch with the chambers?", intent: "contact" },
  { message: "best way to contact u from abroad?", intent: "contact" },
  { message: "how a go take reach lawyer if a nor get data all di time", intent: "contact" },
  { message: "contact details pls", intent: "contact" },
  { message: "My old phone with your details was stolen. How do I get in touch with you again?", intent: "contact" },

  // phone
  { message: "wetin na una fon number", intent: "phone" },
  { message: "whats your whatsapp number", intent: "phone" },
  { message: "number to call pls, i nor get data fo chat long", intent: "phone" },
  { message: "Kindly give me a telephone number on which I can speak to someone.", intent: "phone" },
  { message: "Do you have an Orange line? I want to call", intent: "phone" },
  { message: "can I send voice notes on your whatsapp? which number", intent: "phone" },
  { message: "my sim was stolen, i have a new one now. what number should i call u on?", intent: "phone" },
  { message: "pls gimme d numba", intent: "phone" },

  // address
  { message: "where is your office?", intent: "address" },
  { message: "una ofis de na usai", intent: "address" },
  { message: "How do I get to 12 Siaka Stevens Street from Lumley by poda poda?", intent: "address" },
  { message: "Where exactly are your chambers situated? I shall be coming by road from Kabala.", intent: "address" },
  { message: "send location on whatsapp or tell me a landmark near your office", intent: "address" },
  { message: "is your office near cotton tree?", intent: "address" },
  { message: "What is the office address? I'd like my cousin to drop some papers there for me.", intent: "address" },

  // email
  { message: "what's your email", intent: "email" },
  { message: "Can I email you the screenshots? which address", intent: "email" },
  { message: "Please furnish your electronic mail address so that my grandson may write on my behalf.", intent: "email" },
  { message: "email address for consultation?", intent: "email" },
  { message: "una get email?", intent: "email" },
  { message: "I want to send the video evidence by email, where do I send it", intent: "email" },
  { message: "wat email 2 send my docs", intent: "email" },

  // greeting
  { message: "hello", intent: "greeting" },
  { message: "good morning", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "Good afternoon to you.", intent: "greeting" },
  { message: "hey 👋", intent: "greeting" },
  { message: "How de body?", intent: "greeting" },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "good evening una", intent: "greeting" },

  // thanks
  { message: "thanks", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },
  { message: "thank you so much, you've calmed me down", intent: "thanks" },
  { message: "ok thx", intent: "thanks" },
  { message: "I am most grateful for your assistance.", intent: "thanks" },
  { message: "God bless una", intent: "thanks" },
  { message: "tnx a lot, i will call d number", intent: "thanks" },
  { message: "Appreciate it.", intent: "thanks" },

  // goodbye
  { message: "bye", intent: "goodbye" },
  { message: "ok a go cam bak lata", intent: "goodbye" },
  { message: "I shall take my leave now. Good day.", intent: "goodbye" },
  { message: "gtg my data is finishing", intent: "goodbye" },
  { message: "see you tomorrow", intent: "goodbye" },
  { message: "a de go now, bye bye", intent: "goodbye" },

  // unknown
  { message: "???", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I don't even know how to explain this phone thing", intent: "unknown" },
  { message: ".", intent: "unknown" },
  { message: "pls", intent: "unknown" },
  { message: "so...", intent: "unknown" },

  // knowledge:Fees
  { message: "how much una de charge fo consultation?", intent: "knowledge:Fees" },
  { message: "Can I pay in instalments through Orange Money?", intent: "knowledge:Fees" },
  { message: "What are your fees? I am a pensioner.", intent: "knowledge:Fees" },
  { message: "do you do legal aid? they stole all my money by phone, I have nothing left", intent: "knowledge:Fees" },
  { message: "roughly how much to handle a case against a fake land seller?", intent: "knowledge:Fees", also: ["area:land"] },
  { message: "consultation free or u pay?", intent: "knowledge:Fees" },

  // knowledge:Languages spoken
  { message: "una sabi tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "Does any lawyer speak Temne? my mother will come with me", intent: "knowledge:Languages spoken" },
  { message: "Can I speak Mende with the lawyer?", intent: "knowledge:Languages spoken" },
  { message: "Do any of your counsel speak Koranko? My wife will accompany me and she speaks no English.", intent: "knowledge:Languages spoken" },
  { message: "Do you have a French speaking lawyer? I am from Guinea, my phone was stolen here", intent: "knowledge:Languages spoken" },
  { message: "lawyer dem de tok Fula?", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring
  { message: "what should I bring for the first meeting? screenshots? the phone itself?", intent: "knowledge:What to bring" },
  { message: "wetin a fo bring wen a cam?", intent: "knowledge:What to bring" },
  { message: "Which documents ought I to bring to my first consultation?", intent: "knowledge:What to bring" },
  { message: "do I need to print the WhatsApp messages or can I just show them on my phone", intent: "knowledge:What to bring" },
  { message: "For the land matter, what documents should my cousin bring to the first meeting on my behalf?", intent: "knowledge:What to bring" },
  { message: "must i bring my ID card? it was in the bag they stole with my phone", intent: "knowledge:What to bring" },

  // knowledge:Parking
  { message: "is there parking at your office?", intent: "knowledge:Parking" },
  { message: "usai a go park mi okada wen a cam?", intent: "knowledge:Parking" },
  { message: "Can my driver drop me at the door? I am old and walking is hard for me.", intent: "knowledge:Parking" },
  { message: "Is there space for a car or should I come by keke?", intent: "knowledge:Parking" },
  { message: "parking de near una ofis?", intent: "knowledge:Parking" },
  { message: "My cousin will drive me in his jeep. Is there somewhere safe to park near Siaka Stevens Street?", intent: "knowledge:Parking" },

  // attorney
  { message: "Is Ibrahim Jalloh good with cyber crime cases?", intent: "attorney:Ibrahim Jalloh" },
  { message: "wetin Christiana Thomas de do?", intent: "attorney:Christiana Thomas" },
  { message: "Is Mr Mohamed Conteh in the office this week?", intent: "attorney:Mohamed Conteh" },
  { message: "Tell me about Fatmata Kamara", intent: "attorney:Fatmata Kamara" },
];
